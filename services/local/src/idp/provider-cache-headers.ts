import type { KoaMiddleware } from 'oidc-provider';
import { entityTag, matchesIfNoneMatch } from '../http/validators.ts';

/**
 * How long caches may keep the public documents, in seconds. The keys' hour bounds how long a retired
 * key stays trusted; a token signed by a new key makes the sign-in client revalidate at once.
 */
const DISCOVERY_MAX_AGE = 24 * 60 * 60;
const KEYS_MAX_AGE = 60 * 60;

const maxAgeOf: Record<string, number> = { discovery: DISCOVERY_MAX_AGE, jwks: KEYS_MAX_AGE };

/**
 * The discovery document and the keys are public and change rarely: `Cache-Control: public,
 * max-age`, an ETag, and 304 to a matching If-None-Match.
 */
export function providerCacheHeaders(): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    const maxAge = ctx.oidc ? maxAgeOf[ctx.oidc.route] : undefined;
    if (maxAge === undefined || ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object')
      return;
    const body = JSON.stringify(ctx.body);
    const etag = entityTag(body);
    ctx.set('cache-control', `public, max-age=${maxAge}`);
    ctx.set('etag', etag);
    if (matchesIfNoneMatch(ctx.get('if-none-match'), etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = body;
  };
}
