// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseDeploymentConfig } from './deployment-config.ts';
import { localDeploymentConfig } from './local-defaults.ts';
import {
  injectConfig,
  PRERENDER_CONFIG,
  PRERENDER_DEPLOYMENT,
  renderConfigMeta,
} from './config-injection.ts';
import { configForPorts, parseConfig, readRuntimeConfig } from './runtime-config.ts';

const ports = { portal: 1, account: 2, idp: 3, api: 4 };

describe('runtime config', () => {
  it('round-trips the whole deployment configuration through the HTML that the server serves', () => {
    const deployment = localDeploymentConfig({ ports, shape: 'external-id' });
    const html = injectConfig(
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
      deployment,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(readRuntimeConfig(document)).toEqual({ ...configForPorts(ports), deployment });
  });

  it('refuses a page whose configuration is unusable, naming the key', () => {
    const deployment = { ...localDeploymentConfig({ ports }), player: {} };
    const html = `<head>${renderConfigMeta(deployment as never)}</head>`;
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(() => readRuntimeConfig(document)).toThrow('deployment config: player.baseUrl is missing');
  });

  it('pre-renders with a configuration that parses and names no tenant', () => {
    expect(parseDeploymentConfig(JSON.stringify(PRERENDER_DEPLOYMENT))).toEqual(PRERENDER_DEPLOYMENT);
    expect(PRERENDER_CONFIG.idpOrigin).toBe(PRERENDER_DEPLOYMENT.origins.idp);
  });

  it('rejects an origin that carries a path', () => {
    const config = {
      ...configForPorts({ portal: 1, account: 2, idp: 3, api: 4 }),
      apiOrigin: 'http://localhost:4/api',
    };
    expect(() => parseConfig(JSON.stringify(config))).toThrow(/apiOrigin is not an origin/);
  });

  it('rejects a config that lacks an origin', () => {
    expect(() => parseConfig('{"portalOrigin":"http://a"}')).toThrow(/missing accountOrigin/);
  });

  it('escapes quotes and angle brackets so that the meta tag cannot be broken out of', () => {
    const html = injectConfig('<head></head>', localDeploymentConfig({ ports }));
    expect(html).not.toMatch(/content="\{"/);
    expect(html).toContain('&quot;origins&quot;');
  });

  it('puts the real origins in place of those a page was pre-rendered with', () => {
    const config = localDeploymentConfig({ ports });
    const prerendered = `<head></head><body><a href="${PRERENDER_CONFIG.portalOrigin}/">Portail</a><a href="${PRERENDER_CONFIG.accountOrigin}/avatar">Photo</a></body>`;
    const html = injectConfig(prerendered, config);
    expect(html).toContain('<a href="http://localhost:1/">Portail</a>');
    expect(html).toContain('<a href="http://localhost:2/avatar">Photo</a>');
    expect(html).not.toContain('.invalid');
  });

  it('gives https origins on the same ports when the stack serves TLS, and http by default', () => {
    const ports = { portal: 1, account: 2, idp: 3, api: 4 };
    expect(configForPorts(ports, 'localhost', 'https')).toEqual({
      portalOrigin: 'https://localhost:1',
      accountOrigin: 'https://localhost:2',
      idpOrigin: 'https://localhost:3',
      apiOrigin: 'https://localhost:4',
    });
    expect(configForPorts(ports).idpOrigin).toBe('http://localhost:3');
  });
});
