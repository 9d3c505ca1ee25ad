import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';
import { sha256Hex } from './persisted-queries.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

const PAGE_QUERY = `query PageMyNewslettersSubscriptions($params: PageParams!) {
  pageMyNewslettersSubscriptions(params: $params) {
    data {
      categories { title newsletters { hasDisclaimer isSelected lang { code direction } lastNewsletterLink lead norahCode title hasUnsubscribePage } }
      currentNewslettersSubscriptions hasSubscribeConfirmationToaster hasUnsubscribeConfirmationToaster
      labels { title noSubscription saveButton errorMessage subscribeToasterSingular subscribeToasterPlural
        unsubscribeToasterSingular unsubscribeToasterPlural counterSingular counterPlural legalDisclaimer closeButton }
      unsubscribeToasterLink
    }
    meta { title description metas { name property content } }
    metric { pageId metrics { pageName domain application format } }
    routing { canonicalUrl ampCanonicalUrl previousCanonicalUrls }
  }
}`;

const MUTATION = `mutation Save($subscriptions: SubscriptionsInput!) { multiSubscribeUnsubscribe(subscriptions: $subscriptions) }`;

async function token(member = 'complet') {
  return (await api.bearer(member)).authorization.slice('Bearer '.length);
}

function persistedGet(hash: string, variables: unknown) {
  const params = new URLSearchParams({
    operationName: 'PageMyNewslettersSubscriptions',
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  return api.app.inject({ url: `/graphql?${params}` });
}

async function mutate(subscriptions: unknown, member = 'complet') {
  return api.callAs(member, {
    method: 'POST',
    url: '/graphql',
    payload: { query: MUTATION, variables: { subscriptions } },
  });
}

describe('/graphql automatic persisted queries', () => {
  it('answers PersistedQueryNotFound for an unknown hash, then serves the hash once a POST registered it', async () => {
    const hash = sha256Hex(PAGE_QUERY);
    const variables = { params: { token: await token(), timestamp: Date.now() } };
    const unknown = await persistedGet(hash, variables);
    expect(unknown.json()).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });

    const registered = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: PAGE_QUERY,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().errors).toBeUndefined();

    const known = await persistedGet(hash, variables);
    expect(known.statusCode).toBe(200);
    expect(known.json().data.pageMyNewslettersSubscriptions.metric.pageId).toBe('infolettres');
  });

  it('refuses to register a query under a hash that is not its SHA-256', async () => {
    const wrong = sha256Hex('autre chose');
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: PAGE_QUERY,
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: wrong } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect((await persistedGet(wrong, {})).json().errors[0].message).toBe('PersistedQueryNotFound');
  });

  it('refuses a mutation over GET with 405', async () => {
    const params = new URLSearchParams({ query: MUTATION, variables: '{}' });
    const response = await api.app.inject({ url: `/graphql?${params}` });
    expect(response.statusCode).toBe(405);
  });

  it('answers 400 with GraphQL errors for a syntax error, an unknown field or bad variables JSON', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/graphql', payload: { query: '{ oups' } },
      { method: 'POST' as const, url: '/graphql', payload: { query: '{ inconnu }' } },
      { method: 'GET' as const, url: '/graphql?query=%7B__typename%7D&variables=%7Bx' },
      { method: 'POST' as const, url: '/graphql', payload: { variables: {} } },
    ]) {
      const response = await api.app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toEqual(expect.any(String));
    }
  });
});

describe('query pageMyNewslettersSubscriptions', () => {
  it('returns every field of the newsletter page, at least 4 categories and 12 newsletters', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: PAGE_QUERY,
        variables: { params: { token: await token(), timestamp: '1700000000000' } },
      },
    });
    const page = response.json().data.pageMyNewslettersSubscriptions;
    expect(page.data.categories.length).toBeGreaterThanOrEqual(4);
    const newsletters = page.data.categories.flatMap(
      (category: { newsletters: unknown[] }) => category.newsletters,
    );
    expect(newsletters.length).toBeGreaterThanOrEqual(12);
    for (const newsletter of newsletters) {
      expect(newsletter).toEqual({
        hasDisclaimer: expect.any(Boolean),
        isSelected: false,
        lang: { code: expect.stringMatching(/^(fr|en)$/), direction: 'ltr' },
        lastNewsletterLink: newsletter.lastNewsletterLink === null ? null : expect.stringMatching(/^https:/),
        lead: expect.any(String),
        norahCode: expect.any(String),
        title: expect.any(String),
        hasUnsubscribePage: true,
      });
    }
    expect(page.data.currentNewslettersSubscriptions).toEqual([]);
    expect(Object.values(page.data.labels).every((label) => typeof label === 'string' && label !== '')).toBe(
      true,
    );
    expect(page.meta.title).toBe('Mes infolettres | Mon compte | Portail');
    expect(page.metric.metrics).toEqual({
      pageName: 'mon-compte|infolettres',
      domain: 'portail.exemple.ca',
      application: 'site-web',
      format: 'page',
    });
    expect(page.routing.canonicalUrl).toBe(`${api.config.accountOrigin}/infolettres`);
  });

  it('answers UNAUTHENTICATED for a token that does not verify', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: PAGE_QUERY, variables: { params: { token: 'a.b.c', timestamp: 1 } } },
    });
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(response.json().data).toBeNull();
  });
});

describe('mutation multiSubscribeUnsubscribe', () => {
  it('persists subscriptions per member and the page shows them selected', async () => {
    const first = await mutate({
      subscribeCodes: ['info-matin', 'sports-hockey'],
      unsubscribeCodes: [],
      email: 'complet@exemple.ca',
    });
    expect(first.json()).toEqual({ data: { multiSubscribeUnsubscribe: true } });
    await mutate({
      subscribeCodes: ['arts-livres'],
      unsubscribeCodes: ['sports-hockey'],
      email: 'complet@exemple.ca',
    });

    const page = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: PAGE_QUERY, variables: { params: { token: await token(), timestamp: 2 } } },
    });
    const data = page.json().data.pageMyNewslettersSubscriptions.data;
    expect(data.currentNewslettersSubscriptions).toEqual(['arts-livres', 'info-matin']);
    const selected = data.categories
      .flatMap(
        (category: { newsletters: { norahCode: string; isSelected: boolean }[] }) => category.newsletters,
      )
      .filter((newsletter: { isSelected: boolean }) => newsletter.isSelected)
      .map((newsletter: { norahCode: string }) => newsletter.norahCode);
    expect(selected.sort()).toEqual(['arts-livres', 'info-matin']);

    const other = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: PAGE_QUERY, variables: { params: { token: await token('abonne'), timestamp: 2 } } },
    });
    expect(other.json().data.pageMyNewslettersSubscriptions.data.currentNewslettersSubscriptions).toEqual([]);
  });

  it.each([
    [
      'an unknown code',
      { subscribeCodes: ['inexistante'], unsubscribeCodes: [], email: 'complet@exemple.ca' },
      'BAD_USER_INPUT',
    ],
    [
      'a code both added and removed',
      { subscribeCodes: ['info-soir'], unsubscribeCodes: ['info-soir'], email: 'complet@exemple.ca' },
      'BAD_USER_INPUT',
    ],
    [
      "another member's email",
      { subscribeCodes: ['info-soir'], unsubscribeCodes: [], email: 'abonne@exemple.ca' },
      'FORBIDDEN',
    ],
  ])('rejects %s', async (_case, subscriptions, code) => {
    const response = await mutate(subscriptions);
    expect(response.json().errors[0].extensions.code).toBe(code);
    expect(response.json().data).toBeNull();
  });

  it('rejects a mutation without a bearer token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: MUTATION,
        variables: {
          subscriptions: { subscribeCodes: [], unsubscribeCodes: [], email: 'complet@exemple.ca' },
        },
      },
    });
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
