import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIds, discoveryUrl, issuerFor, policies } from '@portail/contracts/local-defaults';
import { startStack, type RunningStack } from './stack.ts';
import { freeStackPorts } from './testing/free-ports.ts';
import { ensureLocalTls } from './tls/local-tls.ts';

let dataDir: string;
let stack: RunningStack;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portail-stack-https-'));
  const ports = await freeStackPorts();
  // trusted by this process's fetch through the stack (trustAuthority)
  stack = await startStack({
    ports,
    dataDir,
    rootDir: '.',
    serveApps: false,
    tls: ensureLocalTls({ dataDir }),
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local services over https (PORTAIL_HTTPS=1)', () => {
  it('give https origins, and the provider issues from its https origin', async () => {
    const { idpOrigin, apiOrigin } = stack.config;
    expect(idpOrigin).toMatch(/^https:\/\/localhost:\d+$/);
    const discovery = (await (await fetch(discoveryUrl(idpOrigin, policies.login))).json()) as Record<
      string,
      string
    >;
    expect(discovery.issuer).toBe(issuerFor(idpOrigin));
    expect(discovery.authorization_endpoint?.startsWith(`${idpOrigin}/`)).toBe(true);
    expect((await fetch(`${apiOrigin}/health`)).status).toBe(200);
  });

  it('set the provider’s cookies Secure', async () => {
    const { idpOrigin, portalOrigin } = stack.config;
    const authorize = new URL(`${idpOrigin}/portailb2c/${policies.login}/oauth2/v2.0/authorize`);
    authorize.search = new URLSearchParams({
      client_id: clientIds.portal,
      redirect_uri: `${portalOrigin}/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'etat',
      nonce: 'nonce',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase().split('; ')).toContain('secure');
  });
});
