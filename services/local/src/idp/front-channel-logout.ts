import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KoaContext, KoaMiddleware } from 'oidc-provider';
import { PROVIDER_LOGOUT_CONTINUE_PATH, type PortailConfig } from '@portail/contracts';
import type { EndedSessions } from './ended-sessions.ts';
import { LOGOUT_CHAIN_TTL, type LogoutChains } from './logout-chain.ts';
import { renderFrontChannelPage, renderSignedOutPage } from './pages/provider-pages.ts';
import { cookieNamed } from './provider-cookies.ts';

/**
 * Single sign-out across the apps, as Azure AD B2C does it with OpenID Connect Front-Channel Logout
 * (https://learn.microsoft.com/en-us/azure/active-directory-b2c/session-behavior#single-sign-out,
 * https://openid.net/specs/openid-connect-frontchannel-1_0.html; oidc-provider 9 has no such
 * feature). When the logout confirmation ends a session, the provider, instead of going straight to
 * the post_logout_redirect_uri:
 * 1. records the session's per-client `sid`s as ended (the member APIs then refuse their tokens);
 * 2. shows `FRONT_CHANNEL_PATH`, which frames every app that had a grant in the session at its
 *    registered logout URI with `iss` and `sid` (B2C's hidden iframes; enough when the provider is
 *    same-site with the apps);
 * 3. then walks the browser top-level through each app other than the one that asked for the
 *    sign-out with the session's hint (`HINTED_LOGOUT`): the app's logout page clears that session's tokens, tells its tabs and comes back to
 *    `PROVIDER_LOGOUT_CONTINUE_PATH` (a fixed address), which sends it to the next app and at the end
 *    to the validated post_logout_redirect_uri. This holds when the provider is on another site and
 *    the framed pages see partitioned storage (issue 29).
 * The chain lives server-side, named by a cookie: no address on the way carries a token or decides
 * where the chain goes.
 */
export const FRONT_CHANNEL_PATH = '/deconnexion/applications';
/**
 * Set in the logout request's session state when it came with the current session's id_token_hint:
 * then the app that asked has forgotten its own tokens (the sign-in client does so before it leaves)
 * and is not visited top-level. A sign-out confirmed without such a hint visits every app.
 */
export const HINTED_LOGOUT = 'portailHinted';
export const LOGOUT_CHAIN_COOKIE = 'portail_idp_logout';

export interface FrontChannelOptions {
  config: PortailConfig;
  /** The provider's issuer (idp-shape.ts), sent as `iss` to the apps' logout pages. */
  issuer: string;
  chains: LogoutChains;
  endedSessions: EndedSessions;
  /** Each client's registered front-channel logout URI (clients.ts). */
  logoutUris: Record<string, string>;
}

interface EndedAuthorization {
  clientId: string;
  sid: string;
}

function endedAuthorizations(ctx: KoaContext): EndedAuthorization[] {
  const authorizations = (ctx.oidc.session?.authorizations ?? {}) as Record<string, { sid?: unknown }>;
  return Object.entries(authorizations).flatMap(([clientId, { sid }]) =>
    typeof sid === 'string' && sid !== '' ? [{ clientId, sid }] : [],
  );
}

/** The app's logout address for one session, with the front-channel parameters. */
function logoutAddress(uri: string, issuer: string, sid: string): string {
  const url = new URL(uri);
  url.searchParams.set('iss', issuer);
  url.searchParams.set('sid', sid);
  return url.href;
}

/** After the logout confirmation: records the ended session and sends the browser through the apps. */
export function frontChannelLogout({
  config,
  issuer,
  chains,
  endedSessions,
  logoutUris,
}: FrontChannelOptions): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status !== 303 || !ctx.oidc.session?.accountId)
      return;
    const ended = endedAuthorizations(ctx);
    endedSessions.record(ended.map(({ sid }) => sid));
    const initiator =
      ctx.oidc.session.state?.[HINTED_LOGOUT] === true ? ctx.oidc.client?.clientId : undefined;
    const frames: string[] = [];
    const visits: string[] = [];
    for (const { clientId, sid } of ended) {
      const uri = logoutUris[clientId];
      if (!uri) continue;
      const address = logoutAddress(uri, issuer, sid);
      frames.push(address);
      // the app that asked has already forgotten its tokens and told its tabs
      if (clientId !== initiator) visits.push(address);
    }
    const final = ctx.response.get('location');
    if (frames.length === 0 || !final) return;
    const id = chains.create({ frames, visits, final });
    ctx.cookies.set(LOGOUT_CHAIN_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/deconnexion',
      maxAge: LOGOUT_CHAIN_TTL * 1000,
      signed: false,
    });
    ctx.redirect(new URL(FRONT_CHANNEL_PATH, config.idpOrigin).href);
  };
}

function chainId(request: FastifyRequest): string | undefined {
  return cookieNamed(request.headers.cookie, LOGOUT_CHAIN_COOKIE);
}

function clearChainCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${LOGOUT_CHAIN_COOKIE}=; Path=/deconnexion; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** The provider's front-channel page and its fixed continuation (the only way back from an app). */
export function registerFrontChannelRoutes(
  app: FastifyInstance,
  { config, chains }: Pick<FrontChannelOptions, 'config' | 'chains'>,
): void {
  const continueUrl = new URL(PROVIDER_LOGOUT_CONTINUE_PATH, config.idpOrigin).href;
  app.get(FRONT_CHANNEL_PATH, async (request, reply) => {
    const id = chainId(request);
    const chain = id ? chains.find(id) : undefined;
    if (!chain) return reply.code(303).header('location', continueUrl).send();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderFrontChannelPage(chain.frames, continueUrl));
  });
  app.get(PROVIDER_LOGOUT_CONTINUE_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = chainId(request);
    const chain = id ? chains.find(id) : undefined;
    if (!id || !chain) {
      return reply.type('text/html; charset=utf-8').send(renderSignedOutPage());
    }
    const visit = chains.next(id);
    if (visit) return reply.code(303).header('location', visit).send();
    chains.remove(id);
    clearChainCookie(reply);
    return reply.code(303).header('location', chain.final).send();
  });
}

/** Discovery says so (OpenID Connect Front-Channel Logout 1.0 §3). */
export function frontChannelDiscovery(): KoaMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'discovery' || typeof ctx.body !== 'object' || ctx.body === null) return;
    Object.assign(ctx.body as Record<string, unknown>, {
      frontchannel_logout_supported: true,
      frontchannel_logout_session_supported: true,
    });
  };
}
