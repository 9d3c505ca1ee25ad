import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { pageMyNewslettersSubscriptionsQuery } from '@portail/contracts';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';
import { newsletterSchema } from './newsletter-schema.ts';
import { QUERY_LIMITS, queryOverLimits } from './query-limits.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

const post = (query: string, variables: unknown = {}) =>
  api.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });

/** A query of `count` repetitions of one field, `{ page(...) { meta { title title … } } }`. */
const repeated = (count: number) =>
  `query Q { pageMyNewslettersSubscriptions(params: { token: "x", timestamp: 1 }) { meta { ${'title '.repeat(count)}} } }`;

const nested = (levels: number) => {
  let inner = 'title';
  for (let i = 0; i < levels; i += 1) inner = `... on PageMeta { ${inner} }`;
  return `query Q { pageMyNewslettersSubscriptions(params: { token: "x", timestamp: 1 }) { meta { ${inner} } } }`;
};

describe('GraphQL query limits', () => {
  it('refuses a 20 KB query of one repeated field with 400 and a French message, before validating it', async () => {
    const query = repeated(3400);
    expect(query.length).toBeGreaterThan(20_000);
    await post('{ __typename }'); // the server's first request sets things up: not the refusal's time
    const started = performance.now();
    const response = await post(query);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'La requête GraphQL est trop longue (8192 caractères au plus).',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    // Figures, not a gate (the machine may be busy): the refusal's time, and what validating the
    // same query (as before the bound) costs.
    const validating = performance.now();
    validate(newsletterSchema, parse(query));
    console.info(
      `20 KB repeated-field query: refused in ${elapsed.toFixed(1)} ms; validating it takes ` +
        `${(performance.now() - validating).toFixed(1)} ms`,
    );
  });

  it('refuses a short query whose repeated fields are over the field bound', async () => {
    const response = await post(repeated(QUERY_LIMITS.maxFields + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'La requête GraphQL demande trop de champs (300 au plus).',
    );
  });

  it('counts a fragment as often as it is spread', () => {
    const fragment = `fragment M on PageMeta { ${'title '.repeat(40)}}`;
    const spreads = '...M '.repeat(10);
    const document = parse(
      `query Q { pageMyNewslettersSubscriptions(params: { token: "x", timestamp: 1 }) { meta { ${spreads}} } } ${fragment}`,
    );
    expect(queryOverLimits(document)).toBe('La requête GraphQL demande trop de champs (300 au plus).');
  });

  it('refuses a query nested deeper than the depth bound, and a fragment that spreads itself', () => {
    expect(queryOverLimits(parse(nested(QUERY_LIMITS.maxDepth + 1)))).toBe(
      'La requête GraphQL est trop imbriquée (10 niveaux au plus).',
    );
    const cyclic =
      parse(`query Q { pageMyNewslettersSubscriptions(params: { token: "x", timestamp: 1 }) { ...A } }
      fragment A on NewslettersPage { ...A }`);
    expect(queryOverLimits(cyclic)).toBeDefined();
  });

  it('refuses a query of too many tokens (aliases, arguments) with the length message', async () => {
    const query = `query Q { ${Array.from({ length: 800 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(query.length).toBeLessThan(QUERY_LIMITS.maxLength * 2);
    const response = await post(query.slice(0, QUERY_LIMITS.maxLength));
    expect(response.statusCode).toBe(400);
  });

  it('lets the account centre’s own page query through', async () => {
    expect(queryOverLimits(parse(pageMyNewslettersSubscriptionsQuery))).toBeUndefined();
    const response = await post(pageMyNewslettersSubscriptionsQuery, {
      params: { token: 'pas-un-jeton', timestamp: Date.now() },
    });
    expect(response.json().errors?.[0]?.extensions?.code).not.toBe('QUERY_TOO_COMPLEX');
  });
});
