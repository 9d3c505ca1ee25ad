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

/** The name of the meta tag that carries the configuration (config-injection.ts writes it). */
export const CONFIG_META_NAME = 'portail-config';

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
