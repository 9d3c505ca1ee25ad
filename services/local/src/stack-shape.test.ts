import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeploymentConfig } from '@portail/contracts';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';
import { startStack, type RunningStack } from './stack.ts';
import { freeStackPorts } from './testing/free-ports.ts';

let dataDir: string;
let stack: RunningStack;
let ports: { portal: number; account: number; idp: number; api: number };
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portail-stack-shape-'));
  ports = await freeStackPorts();
  stack = await startStack({ ports, dataDir, rootDir: '.', serveApps: false, shape: 'external-id' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local services in the external-id shape', () => {
  it('write the deployment configuration of that shape, and the provider serves what it says', async () => {
    const written = parseDeploymentConfig(readFileSync(join(dataDir, 'deployment.json'), 'utf8'));
    expect(stack.deploymentPath).toBe(join(dataDir, 'deployment.json'));
    expect(written).toEqual(localDeploymentConfig({ ports, shape: 'external-id' }));
    expect(written.identity.kind).toBe('external-id');
    const discovery = (await (await fetch(written.identity.metadataUrl)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(written.identity.issuer);
    expect(new URL(written.identity.issuer).host).not.toBe(new URL(written.identity.authority).host);
  });
});
