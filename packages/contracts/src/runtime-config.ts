import { parseDeploymentConfig, type DeploymentConfig } from './deployment-config.ts';

/**
 * The origins of the four parts of Portail. Built bundles do not know them: the server that serves
 * an app injects the whole deployment configuration (deployment-config.ts) into its HTML as
 * `<meta name="portail-config">`, so one build runs in any environment (npm start, the end-to-end
 * stack, a stamped deployment) and no inline script is needed.
 */
export interface PortailConfig {
  portalOrigin: string;
  accountOrigin: string;
  idpOrigin: string;
  apiOrigin: string;
}

/** What an app reads at run time: the four origins by name, and the deployment configuration. */
export interface RuntimeConfig extends PortailConfig {
  deployment: DeploymentConfig;
}

const CONFIG_META_NAME = 'portail-config';

/** The four origins of a deployment configuration. */
export function originsOf(deployment: DeploymentConfig): PortailConfig {
  const { portal, account, idp, api } = deployment.origins;
  return { portalOrigin: portal, accountOrigin: account, idpOrigin: idp, apiOrigin: api };
}

/** An app's runtime config from a deployment configuration. */
export function runtimeConfigOf(deployment: DeploymentConfig): RuntimeConfig {
  return { ...originsOf(deployment), deployment };
}

export const defaultPorts = { portal: 8080, account: 8081, idp: 8082, api: 8083 } as const;

/** The four origins on one host; `https` with PORTAIL_HTTPS=1 (the local certificate authority). */
export function configForPorts(
  ports: { portal: number; account: number; idp: number; api: number },
  host = 'localhost',
  scheme: 'http' | 'https' = 'http',
): PortailConfig {
  return {
    portalOrigin: `${scheme}://${host}:${ports.portal}`,
    accountOrigin: `${scheme}://${host}:${ports.account}`,
    idpOrigin: `${scheme}://${host}:${ports.idp}`,
    apiOrigin: `${scheme}://${host}:${ports.api}`,
  };
}

const keys: (keyof PortailConfig)[] = ['portalOrigin', 'accountOrigin', 'idpOrigin', 'apiOrigin'];

/** Parses and checks a config: every key present and an http(s) origin with no path. */
export function parseConfig(text: string): PortailConfig {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('Portail config is not an object');
  const record = value as Record<string, unknown>;
  const config = {} as PortailConfig;
  for (const key of keys) {
    const origin = record[key];
    if (typeof origin !== 'string') throw new Error(`Portail config is missing ${key}`);
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      throw new Error(`Portail config ${key} is not an origin: ${origin}`);
    }
    config[key] = origin;
  }
  return config;
}

/**
 * Reads the deployment configuration that the server injected into the page, checked
 * (parseDeploymentConfig: an unusable one throws its one-line message naming the key).
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`);
  if (!meta) throw new Error('Portail config meta tag is missing from the page');
  return runtimeConfigOf(parseDeploymentConfig(meta.content));
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Server side: the meta tag to put in an app's HTML head, carrying the whole deployment configuration. */
export function renderConfigMeta(deployment: DeploymentConfig): string {
  return `<meta name="${CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(deployment))}">`;
}

const PRERENDER_HOST = 'prerendu.invalid';
const prerenderOrigin = (name: string) => `https://${name}.${PRERENDER_HOST}`;

/**
 * The configuration that pages pre-rendered at build time are written with (`.invalid` never
 * resolves; no tenant's names): the server puts the real origins in place of these when it injects
 * the real configuration (injectConfig).
 */
export const PRERENDER_DEPLOYMENT: DeploymentConfig = (() => {
  const origins = {
    portal: prerenderOrigin('portail'),
    account: prerenderOrigin('compte'),
    idp: prerenderOrigin('connexion'),
    api: prerenderOrigin('api'),
  };
  const api = origins.api;
  return {
    environment: 'prerendu',
    origins,
    identity: {
      kind: 'external-id',
      tenant: 'prerendu',
      tenantId: 'prerendu',
      authority: `${origins.idp}/`,
      metadataUrl: `${origins.idp}/prerendu/v2.0/.well-known/openid-configuration`,
      issuer: `${origins.idp}/prerendu/v2.0`,
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
      accounts: api,
      sso: api,
      sphere: api,
      graphql: api,
      settings: api,
      trace: api,
      push: api,
      visitorIdentity: api,
      analytics: api,
      audio: api,
    },
    telemetry: { traces: api, analytics: `${api}/analytics/page-views`, push: api },
    player: { baseUrl: `${origins.portal}/player/` },
  };
})();

/** The origins of PRERENDER_DEPLOYMENT, as the apps' pre-rendering reads them. */
export const PRERENDER_CONFIG: RuntimeConfig = runtimeConfigOf(PRERENDER_DEPLOYMENT);

/**
 * Server side: puts the config meta tag at the end of an HTML document's head (charset stays first),
 * and the real origins in place of the pre-rendering ones.
 */
export function injectConfig(html: string, deployment: DeploymentConfig): string {
  let page = html;
  const origins = originsOf(deployment);
  for (const key of keys) page = page.replaceAll(PRERENDER_CONFIG[key], origins[key]);
  return page.replace(/<\/head>/i, (end) => `  ${renderConfigMeta(deployment)}\n  ${end}`);
}
