// The GraphQL client against the local services' real /graphql server (automatic persisted queries,
// bearer-token mutations), listening on a free port.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '@portail/local-services/testing';
import { ApiError } from '../api-errors.ts';
import { DEFAULT_TIMEOUT_MS } from '../retry-policy.ts';
import { multiSubscribeUnsubscribeMutation, pageMyNewslettersSubscriptionsQuery } from '@portail/contracts';
import { carriesCredential, createGraphqlClient, GraphqlError, sha256Hex } from './graphql-client.ts';
import { createGraphqlPoster } from './graphql-post.ts';
import { printQuery } from './print-query.ts';

let api: TestApi;
let endpoint: string;

beforeAll(async () => {
  api = await createTestApi();
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  // By the served host name: the API's Host guard refuses any other (DNS rebinding).
  endpoint = `http://${new URL(api.config.apiOrigin).hostname}:${new URL(address).port}/graphql`;
});
afterAll(async () => {
  await api.close();
});

const PAGE_QUERY = `query PageMyNewslettersSubscriptions($params: PageParams!) {
  pageMyNewslettersSubscriptions(params: $params) {
    data { currentNewslettersSubscriptions labels { title noSubscription } }
    metric { pageId metrics { pageName } }
  }
}`;

/** A query that needs no token: what persisted-query GETs are for. */
const TOKEN_FREE_QUERY = 'query Essai { __typename }';
const randomLabel = () => Math.random().toString(36).slice(2);

const MUTATION = `mutation MultiSubscribeUnsubscribe($subscriptions: SubscriptionsInput!) {
  multiSubscribeUnsubscribe(subscriptions: $subscriptions)
}`;

interface PageAnswer {
  pageMyNewslettersSubscriptions: {
    data: { currentNewslettersSubscriptions: string[]; labels: { title: string } };
    metric: { pageId: string };
  };
}

async function tokenOf(member: string) {
  return (await api.bearer(member)).authorization.slice('Bearer '.length);
}

/** A client whose requests are recorded (method and URL), as a network panel would show them. */
function recordingClient(log = vi.fn()) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    requests.push({
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return fetch(input, init);
  };
  return { client: createGraphqlClient({ endpoint, fetch: recordingFetch, log }), requests, log };
}

describe('createGraphqlClient persisted queries against the local GraphQL server', () => {
  it('misses with a hash-only GET, then sends the full query by POST and gets the answer', async () => {
    const { client, requests } = recordingClient();
    const variables = { essai: randomLabel() };
    const answer = await client.persistedQuery<{ __typename: string }>({
      operationName: 'Essai',
      query: TOKEN_FREE_QUERY,
      variables,
    });

    expect(answer.__typename).toBe('Query');
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    const [get, post] = requests;
    const hash = await sha256Hex(printQuery(TOKEN_FREE_QUERY));
    expect(get?.url.searchParams.get('operationName')).toBe('Essai');
    expect(JSON.parse(get?.url.searchParams.get('variables') ?? '')).toEqual(variables);
    expect(JSON.parse(get?.url.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: hash },
    });
    expect(get?.url.searchParams.has('query')).toBe(false);
    expect(post?.body).toEqual({
      operationName: 'Essai',
      query: printQuery(TOKEN_FREE_QUERY),
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
  });

  it('hits with the hash-only GET once the server knows the query, without any POST', async () => {
    await recordingClient().client.persistedQuery({ operationName: 'Essai', query: TOKEN_FREE_QUERY });
    const { client, requests } = recordingClient();
    const answer = await client.persistedQuery<{ __typename: string }>({
      operationName: 'Essai',
      query: TOKEN_FREE_QUERY,
    });
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    expect(answer.__typename).toBe('Query');
  });

  it('sends variables that carry a token by POST only: the token is never in an address', async () => {
    const { client, requests } = recordingClient();
    const token = await tokenOf('complet');
    const variables = { params: { token, timestamp: Date.now() } };
    const page = await client.persistedQuery<PageAnswer>({
      operationName: 'PageMyNewslettersSubscriptions',
      query: PAGE_QUERY,
      variables,
    });
    expect(page.pageMyNewslettersSubscriptions.metric.pageId).toBe('infolettres');
    expect(requests.map((request) => request.method)).toEqual(['POST']);
    expect(requests[0]?.body).toMatchObject({ variables });
    for (const request of requests) expect(request.url.href).not.toContain(token);
  });

  it.each([
    ['a token-named field', { params: { accessToken: 'opaque' } }, true],
    ['a JWT under any name', { list: [{ valeur: 'eyJa.eyJb.c' }] }, true],
    ['a password', { password: 'x' }, true],
    ['ordinary values', { page: 2, term: 'info', tags: ['a'] }, false],
  ])('knows whether variables carry %s', (_case, variables, expected) => {
    expect(carriesCredential(variables)).toBe(expected);
  });

  it("rejects with « Couldn't fetch graphql » and logs it when the server answers GraphQL errors", async () => {
    const { client, log } = recordingClient();
    const failure = client.persistedQuery<PageAnswer>({
      operationName: 'PageMyNewslettersSubscriptions',
      query: PAGE_QUERY,
      variables: { params: { token: 'pas-un-jeton', timestamp: 1 } },
    });
    await expect(failure).rejects.toBeInstanceOf(GraphqlError);
    const error = (await failure.catch((caught: unknown) => caught)) as GraphqlError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('API_GRAPHQL');
    expect(error.message).toBe("Couldn't fetch graphql");
    expect(error.extensionCode).toBe('UNAUTHENTICATED');
    expect(log).toHaveBeenCalledWith(
      "Couldn't fetch graphql",
      expect.objectContaining({ errors: error.errors }),
    );
  });

  it('logs « Impossible de résoudre {url} (400) » with the body for an invalid query, and rejects with its ApiError', async () => {
    const { client, log } = recordingClient();
    const failure = client.persistedQuery({
      operationName: 'Broken',
      query: 'query Broken { champInconnu }',
    });
    const error = (await failure.catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('API_STATUS');
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.body)).toContain('champInconnu');
    expect(log).toHaveBeenCalledWith(
      `Impossible de résoudre ${endpoint} (400)`,
      expect.stringContaining('champInconnu'),
    );
  });

  it('rejects with the member APIs’ ApiError when the endpoint does not exist', async () => {
    const client = createGraphqlClient({
      endpoint: endpoint.replace('/graphql', '/pas-graphql'),
      log: vi.fn(),
    });
    const failure = client.post({ operationName: 'X', query: '{ x }' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'API_STATUS' });
  });
});

describe('createGraphqlClient plain POST with a bearer token', () => {
  it('subscribes the member whose token it sends, and the page shows it', async () => {
    const { client, requests } = recordingClient();
    const token = await tokenOf('incomplet');
    const saved = await client.post<{ multiSubscribeUnsubscribe: boolean }>({
      operationName: 'MultiSubscribeUnsubscribe',
      query: MUTATION,
      token,
      variables: {
        subscriptions: { subscribeCodes: ['info-soir'], unsubscribeCodes: [], email: 'incomplet@exemple.ca' },
      },
    });
    expect(saved.multiSubscribeUnsubscribe).toBe(true);
    expect(requests[0]?.method).toBe('POST');
    const page = await client.persistedQuery<PageAnswer>({
      operationName: 'PageMyNewslettersSubscriptions',
      query: PAGE_QUERY,
      variables: { params: { token, timestamp: 2 } },
    });
    expect(page.pageMyNewslettersSubscriptions.data.currentNewslettersSubscriptions).toContain('info-soir');
  });

  it('is refused without a token: UNAUTHENTICATED, and nothing is saved', async () => {
    const { client } = recordingClient();
    const failure = client.post({
      operationName: 'MultiSubscribeUnsubscribe',
      query: MUTATION,
      variables: {
        subscriptions: { subscribeCodes: ['info-matin'], unsubscribeCodes: [], email: 'complet@exemple.ca' },
      },
    });
    await expect(failure).rejects.toMatchObject({
      message: "Couldn't fetch graphql",
      extensionCode: 'UNAUTHENTICATED',
    });
  });
});

describe('createGraphqlClient on the one HTTP stack', () => {
  afterEach(() => vi.useRealTimers());

  it('ends a mutation that never answers after the 15 s time-out with an ApiError API_TIMEOUT, sent once', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const client = createGraphqlClient({ endpoint: 'http://api.test/graphql', fetch, log: vi.fn() });
    const failure = client
      .post({ operationName: 'MultiSubscribeUnsubscribe', query: MUTATION, token: 'jeton' })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'API_TIMEOUT', url: 'http://api.test/graphql' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('printQuery', () => {
  it('puts one selection per line with two-space indentation', () => {
    expect(printQuery('query A { a b { c } }')).toBe('query A {\n  a\n  b {\n    c\n  }\n}');
  });

  it('keeps an argument list on its line up to 80 characters and wraps it above', () => {
    const short = printQuery('query Q($a: Int) { field(a: $a) { x } }');
    expect(short).toBe('query Q($a: Int) {\n  field(a: $a) {\n    x\n  }\n}');
    const long = printQuery(
      'query Q { someRatherLongFieldName(firstArgument: $first, secondArgument: $second, third: $third) { x } }',
    );
    expect(long.split('\n')).toEqual([
      'query Q {',
      '  someRatherLongFieldName(',
      '    firstArgument: $first',
      '    secondArgument: $second',
      '    third: $third',
      '  ) {',
      '    x',
      '  }',
      '}',
    ]);
    for (const line of printQuery(MUTATION + PAGE_QUERY).split('\n'))
      expect(line.length).toBeLessThanOrEqual(80);
  });

  it('prints the same text for the same query however it was spaced, so its hash is stable', () => {
    const spaced = printQuery('query   A{a,\n b {c}}  # commentaire');
    expect(spaced).toBe(printQuery('query A { a b { c } }'));
  });

  it('keeps aliases, fragments, directives and list types on their line', () => {
    expect(
      printQuery('query Q($ids: [ID!]!) { premier: node(id: 1) @include(if: true) { ...F ... on T { y } } }'),
    ).toBe(
      'query Q($ids: [ID!]!) {\n  premier: node(id: 1) @include(if: true) {\n    ...F\n    ... on T {\n      y\n    }\n  }\n}',
    );
  });
});

describe('createGraphqlPoster, the plain-POST client alone (Mon compte’s newsletters)', () => {
  it('sends the operation by POST with its bearer token and its text as given, and answers its data', async () => {
    const requests: { method: string; body: unknown; authorization: string | null }[] = [];
    const poster = createGraphqlPoster({
      endpoint,
      log: vi.fn(),
      fetch: async (input, init) => {
        requests.push({
          method: init?.method ?? 'GET',
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          authorization: new Headers(init?.headers).get('authorization'),
        });
        return fetch(input, init);
      },
    });
    const token = await tokenOf('incomplet');
    const variables = {
      subscriptions: {
        subscribeCodes: ['info-economie'],
        unsubscribeCodes: [],
        email: 'incomplet@exemple.ca',
      },
    };
    const saved = await poster.post<{ multiSubscribeUnsubscribe: boolean }>({
      operationName: 'MultiSubscribeUnsubscribe',
      query: multiSubscribeUnsubscribeMutation,
      token,
      variables,
    });
    expect(saved.multiSubscribeUnsubscribe).toBe(true);
    expect(requests).toEqual([
      {
        method: 'POST',
        body: {
          operationName: 'MultiSubscribeUnsubscribe',
          query: multiSubscribeUnsubscribeMutation,
          variables,
        },
        authorization: `Bearer ${token}`,
      },
    ]);
  });

  it('rejects a refused operation with the full client’s GraphqlError', async () => {
    const poster = createGraphqlPoster({ endpoint, log: vi.fn() });
    const failure = poster.post({
      operationName: 'MultiSubscribeUnsubscribe',
      query: MUTATION,
      variables: {
        subscriptions: { subscribeCodes: ['info-matin'], unsubscribeCodes: [], email: 'complet@exemple.ca' },
      },
    });
    await expect(failure).rejects.toBeInstanceOf(GraphqlError);
    await expect(failure).rejects.toMatchObject({ extensionCode: 'UNAUTHENTICATED' });
  });

  it('is given Mon compte’s operations printed already: printQuery leaves their texts as they are', () => {
    expect(printQuery(pageMyNewslettersSubscriptionsQuery)).toBe(pageMyNewslettersSubscriptionsQuery);
    expect(printQuery(multiSubscribeUnsubscribeMutation)).toBe(multiSubscribeUnsubscribeMutation);
  });
});
