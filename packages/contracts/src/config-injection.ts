/**
 * Server side (the local app server, the Vite dev server, `npm run stamp`) and pre-rendering: the
 * deployment configuration written into a page as `<meta name="portail-config">`, and the
 * placeholder configuration pages are pre-rendered with. The apps themselves only read the tag
 * (runtime-config.ts): nothing here is in their bundles.
 */
import type { DeploymentConfig } from './deployment-config.ts';
import {
  CONFIG_META_NAME,
  originsOf,
  runtimeConfigOf,
  type PortailConfig,
  type RuntimeConfig,
} from './runtime-config.ts';

const originKeys: (keyof PortailConfig)[] = ['portalOrigin', 'accountOrigin', 'idpOrigin', 'apiOrigin'];

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Server side: the meta tag to put in an app's HTML head, carrying the whole deployment configuration. */
export function renderConfigMeta(deployment: DeploymentConfig): string {
  return `<meta name="${CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(deployment))}">`;
}

/**
 * The configuration that pages pre-rendered at build time are written with (`.invalid` never
 * resolves; no tenant's names): the server puts the real origins in place of these when it injects
 * the real configuration (injectConfig). Plain literals, so that no app bundle keeps any of it.
 */
export const PRERENDER_DEPLOYMENT: DeploymentConfig = {
  environment: 'prerendu',
  origins: {
    portal: 'https://portail.prerendu.invalid',
    account: 'https://compte.prerendu.invalid',
    idp: 'https://connexion.prerendu.invalid',
    api: 'https://api.prerendu.invalid',
  },
  identity: {
    kind: 'external-id',
    tenant: 'prerendu',
    tenantId: 'prerendu',
    authority: 'https://connexion.prerendu.invalid/',
    metadataUrl: 'https://connexion.prerendu.invalid/prerendu/v2.0/.well-known/openid-configuration',
    issuer: 'https://connexion.prerendu.invalid/prerendu/v2.0',
    clientIds: { portal: 'prerendu-portail', account: 'prerendu-compte' },
    apiAudience: 'prerendu',
    scopes: ['prerendu'],
    paths: {
      callback: '/callback',
      renewal: '/callback/renouvellement.html',
      memberCenterCallback: '/callback/membercenter',
      frontChannelLogout: '/callback/deconnexion',
    },
  },
  apiRouting: {
    accounts: 'https://api.prerendu.invalid',
    sso: 'https://api.prerendu.invalid',
    sphere: 'https://api.prerendu.invalid',
    graphql: 'https://api.prerendu.invalid',
    settings: 'https://api.prerendu.invalid',
    trace: 'https://api.prerendu.invalid',
    push: 'https://api.prerendu.invalid',
    visitorIdentity: 'https://api.prerendu.invalid',
    analytics: 'https://api.prerendu.invalid',
    audio: 'https://api.prerendu.invalid',
  },
  telemetry: {
    traces: 'https://api.prerendu.invalid',
    analytics: 'https://api.prerendu.invalid/analytics/page-views',
    push: 'https://api.prerendu.invalid',
  },
  player: { baseUrl: 'https://portail.prerendu.invalid/player/' },
};

/** The origins of PRERENDER_DEPLOYMENT, as the apps' pre-rendering reads them. */
export const PRERENDER_CONFIG: RuntimeConfig = /* @__PURE__ */ runtimeConfigOf(PRERENDER_DEPLOYMENT);

/**
 * Server side: puts the config meta tag at the end of an HTML document's head (charset stays first),
 * and the real origins in place of the pre-rendering ones.
 */
export function injectConfig(html: string, deployment: DeploymentConfig): string {
  let page = html;
  const origins = originsOf(deployment);
  for (const key of originKeys) page = page.replaceAll(PRERENDER_CONFIG[key], origins[key]);
  return page.replace(/<\/head>/i, (end) => `  ${renderConfigMeta(deployment)}\n  ${end}`);
}
