import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type PortailConfig } from '@portail/contracts';
import { clientIds } from '@portail/contracts/local-defaults';
import { refreshScopeAsB2c } from './b2c-token-scope.ts';
import { QUERY_WITH_TOKENS } from './create-provider.ts';
import { sendMethodNotAllowed } from '../http/allowed-methods.ts';
import { idpAuthorizeSecurityHeaders, idpSecurityHeaders } from './idp-security-headers.ts';
import { renderProviderErrorPage } from './pages/provider-pages.ts';
import { hasPolicies, type IdpShape } from './idp-shape.ts';
import {
  FLOW_TENANT_PATH_NAMES,
  TENANT_PATH_NAMES,
  TFP_PREFIX,
  matchFlowRoute,
  matchPolicyRoute,
  runWithPolicy,
  type PolicyRoute,
} from './policy-context.ts';
import { providerEndpointMethods } from './provider-endpoints.ts';
import type { ProviderRuntime } from './provider-runtime.ts';
import { issuingPolicyOf } from './sqlite-adapter.ts';

export interface ProviderMountOptions {
  runtime: ProviderRuntime;
  db: DatabaseSync;
  config: PortailConfig;
  /** The URL shape served: the B2C shapes' policy paths, or External ID's policy-less ones (idp-shape.ts). */
  shape: IdpShape;
  /** The client that registered this post_logout_redirect_uri (clients.ts), if exactly one did. */
  postLogoutClient: (uri: string) => string | undefined;
}

const TOKEN_PATH = '/oauth2/v2.0/token';
const AUTHORIZE_PATH = '/oauth2/v2.0/authorize';
const LOGOUT_PATH = '/oauth2/v2.0/logout';
const LOGOUT_CONFIRM_PATH = `${LOGOUT_PATH}/confirm`;

/** `response_mode=query` with `id_token`/`token`: served by the provider's QUERY_WITH_TOKENS mode. */
function allowTokensInQuery(params: URLSearchParams): void {
  if (
    params.get('response_mode') === 'query' &&
    /\b(id_token|token)\b/.test(params.get('response_type') ?? '')
  ) {
    params.set('response_mode', QUERY_WITH_TOKENS);
  }
}
const MAX_TOKEN_BODY = 56 * 1024;
const publicClients = new Set<string>(Object.values(clientIds));

type MountedRequest = IncomingMessage & { baseUrl?: string; originalUrl?: string; body?: unknown };

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_TOKEN_BODY) throw new Error('request entity too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The provider's French error page for a request it refuses (invalid_request, 400) at a page address. */
function sendErrorPage(res: ServerResponse, description: string): void {
  res.statusCode = 400;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(renderProviderErrorPage('invalid_request', description));
}

/** B2C's answer when a code or refresh token is redeemed at another policy than the one that issued it. */
function crossPolicyGrantError(issuedBy: string, usedAt: string) {
  return {
    error: 'invalid_grant',
    error_description:
      `AADB2C90088: The provided grant has not been issued for this endpoint. ` +
      `Actual Value : ${issuedBy} and Expected Value : ${usedAt}`,
  };
}

/** The request's form body, or null once a body that does not parse is answered 400 invalid_request. */
async function formOrBadRequest(req: MountedRequest, res: ServerResponse): Promise<URLSearchParams | null> {
  try {
    return await readForm(req);
  } catch {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'failed to parse the request body' });
    return null;
  }
}

/**
 * Reads the token request itself: drops the empty (or, for our public clients, ignored)
 * client_secret that the sign-in client sends, and refuses a grant issued at another policy.
 * Returns false when it has answered.
 */
async function prepareTokenRequest(
  req: MountedRequest,
  res: ServerResponse,
  route: PolicyRoute,
  db: DatabaseSync,
) {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return true;
  const form = await formOrBadRequest(req, res);
  if (!form) return false;
  if (publicClients.has(form.get('client_id') ?? '')) form.delete('client_secret');
  refreshScopeAsB2c(form);
  const grantType = form.get('grant_type');
  const value = grantType === 'refresh_token' ? form.get('refresh_token') : form.get('code');
  const model = grantType === 'refresh_token' ? 'RefreshToken' : 'AuthorizationCode';
  if ((grantType === 'refresh_token' || grantType === 'authorization_code') && value) {
    const issuedBy = issuingPolicyOf(db, model, value);
    if (issuedBy && issuedBy !== route.policy) {
      sendJson(res, 400, crossPolicyGrantError(issuedBy, route.policy));
      return false;
    }
  }
  // The stream is consumed: oidc-provider reads the parsed body from req.body instead.
  req.body = Object.fromEntries(form);
  return true;
}

/**
 * The IdpJwt policy POSTs its authorization request (SPEC.md §7). oidc-provider accepts POST there only
 * with SameSite=None cookies, which need HTTPS; the local provider serves the same request as a GET
 * instead (the parameters never leave the process). Returns false when it has answered.
 */
async function authorizePostAsGet(req: MountedRequest, res: ServerResponse, url: URL): Promise<boolean> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    sendJson(res, 400, { error: 'invalid_request', error_description: 'form body expected' });
    return false;
  }
  const form = await formOrBadRequest(req, res);
  if (!form) return false;
  for (const [name, value] of form) url.searchParams.append(name, value);
  req.method = 'GET';
  delete req.headers['content-type'];
  delete req.headers['content-length'];
  return true;
}

/**
 * The sign-out confirmation always ends the whole provider session, as B2C's sign-out does
 * (https://learn.microsoft.com/en-us/azure/active-directory-b2c/session-behavior#sign-out). Without
 * `logout=yes`, oidc-provider would end only the asking app's part and keep the session for the
 * others, whose sids the front-channel chain would then end while their session goes on.
 * Returns false when it has answered.
 */
async function confirmLogoutAsB2c(req: MountedRequest, res: ServerResponse): Promise<boolean> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return true;
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch {
    sendErrorPage(res, 'failed to parse the request body');
    return false;
  }
  form.set('logout', 'yes');
  // The stream is consumed: oidc-provider reads the parsed body from req.body instead.
  req.body = Object.fromEntries(form);
  return true;
}

/**
 * A sign-out request with a post_logout_redirect_uri but neither id_token_hint nor client_id (MSAL's
 * logoutRedirect may send that): B2C honours a registered URI anyway, so the client that registered
 * it is named for oidc-provider, which checks the URI again and honours it after the member's
 * confirmation. An unregistered URI gets the French error page. Returns false when it has answered.
 */
function nameLogoutClient(
  params: URLSearchParams,
  res: ServerResponse,
  postLogoutClient: (uri: string) => string | undefined,
): boolean {
  const uri = params.get('post_logout_redirect_uri');
  if (uri === null || params.has('id_token_hint') || params.has('client_id')) return true;
  const owner = postLogoutClient(uri);
  if (owner) {
    params.set('client_id', owner);
    return true;
  }
  sendErrorPage(res, 'post_logout_redirect_uri not registered');
  return false;
}

/**
 * In the External ID shape, only `/{tenant id}/…` without a policy (policy-context.ts, matchFlowRoute).
 * Serves the B2C paths with oidc-provider: `/{tenant}/{policy}/v2.0/.well-known/openid-configuration`
 * and `/{tenant}/{policy}/oauth2/v2.0/…`, also under `/tfp/` and with the tenant's other names
 * (policy-context.ts). The request is handed over raw (body unread), with
 * req.url relative to the policy and req.baseUrl/req.originalUrl set, so that the discovery lists
 * the policy's own endpoints (GUIDE.md §7).
 */
export const providerMount: FastifyPluginAsync<ProviderMountOptions> = async (
  app,
  { runtime, db, config, shape, postLogoutClient },
) => {
  const matchRoute = hasPolicies(shape) ? matchPolicyRoute : (pathname: string) => matchFlowRoute(pathname);
  // oidc-provider's answers are sent raw (no Fastify hook): their security headers are set here.
  const pageHeaders = Object.entries(idpSecurityHeaders(config));
  const authorizeHeaders = Object.entries(idpAuthorizeSecurityHeaders(config));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.raw.url ?? '/', 'http://idp');
    const route = matchRoute(url.pathname, url.search);
    const methods = route ? providerEndpointMethods(route.providerPath) : [];
    if (!route || methods.length === 0) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Introuvable');
    }
    if (!methods.includes(request.method)) return sendMethodNotAllowed(reply, methods);
    // A plain OPTIONS (not a preflight, which provider-cors.ts answers) says what the endpoint takes.
    if (request.method === 'OPTIONS') return reply.code(204).header('allow', methods.join(', ')).send();
    reply.hijack();
    const req = request.raw as MountedRequest;
    const res = reply.raw;
    for (const [name, value] of route.providerPath === AUTHORIZE_PATH ? authorizeHeaders : pageHeaders) {
      res.setHeader(name, value);
    }
    if (request.method === 'GET' && route.providerPath === LOGOUT_PATH) {
      if (!nameLogoutClient(url.searchParams, res, postLogoutClient)) return;
    }
    if (request.method === 'POST' && route.providerPath === LOGOUT_CONFIRM_PATH) {
      if (!(await confirmLogoutAsB2c(req, res))) return;
    }
    if (request.method === 'POST' && route.providerPath === AUTHORIZE_PATH) {
      if (!(await authorizePostAsGet(req, res, url))) return;
    }
    if (route.providerPath === AUTHORIZE_PATH) allowTokensInQuery(url.searchParams);
    req.url = route.providerPath + url.search;
    req.baseUrl = route.mountPath;
    req.originalUrl = route.mountPath + req.url;
    if (request.method === 'POST' && route.providerPath === TOKEN_PATH) {
      if (!(await prepareTokenRequest(req, res, route, db))) return;
    }
    runWithPolicy(route.policy, () => runtime.handle(req, res));
  };
  if (!hasPolicies(shape)) {
    for (const tenant of FLOW_TENANT_PATH_NAMES) app.all(`/${tenant}/*`, serve);
    return;
  }
  for (const tenant of TENANT_PATH_NAMES) {
    app.all(`/${tenant}/*`, serve);
    app.all(`${TFP_PREFIX}/${tenant}/*`, serve);
  }
};
