import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.ts';

// What `npm audit --omit=dev --json` (npm 11.19) printed in this repository, recorded on 2026-11-27:
// registry-405.json from registry.npmjs.org as this machine reaches it (405 to POST
// /-/npm/v1/security/advisories/bulk; the quick endpoint answers 405 too and npm 11 no longer falls
// back to it); connection-refused.json with --registry=http://127.0.0.1:9/; advisory-found.json and
// no-advisory.json with --registry naming a stand-in registry whose bulk endpoint answered an invented
// high-severity advisory against the installed jose, then nothing (npm wrote the report itself).
const recorded = (name: string) => readFileSync(join(import.meta.dirname, 'audit-answers', name), 'utf8');
const npmFailedStderr = (reason: string) =>
  `npm warn audit ${reason}\nnpm error audit endpoint returned an error\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x-debug-0.log\n`;

describe('the advisory check of the production dependencies', () => {
  it('fails and names the package, its advisory and the packages it reaches when the registry reports one', () => {
    const verdict = auditVerdict({ status: 1, stdout: recorded('advisory-found.json'), stderr: '' });
    expect(verdict.outcome).toBe('advisories');
    expect(verdict.lines[0]).toBe(
      'audit: 2 production package(s) with a known advisory, among 153 production dependencies:',
    );
    expect(verdict.lines).toContain('  ✗ jose (high; node_modules/jose; no fix published yet)');
    expect(verdict.lines).toContain(
      '      Recorded test advisory: jose accepts a forged token (high, <=6.2.17) https://github.com/advisories/GHSA-xxxx-xxxx-xxxx',
    );
    expect(verdict.lines).toContain(
      '  ✗ oidc-provider (high; node_modules/oidc-provider; no fix published yet)',
    );
    expect(verdict.lines).toContain('      through jose');
  });

  it('passes and says how many production dependencies it checked when the registry reports none', () => {
    const verdict = auditVerdict({ status: 0, stdout: recorded('no-advisory.json'), stderr: '' });
    expect(verdict).toEqual({
      outcome: 'clean',
      lines: ['audit: no known advisory for 153 production dependencies'],
    });
  });

  it('passes and says in one line that it could not ask when the registry refuses the bulk endpoint (405)', () => {
    const reason =
      '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
    const verdict = auditVerdict({
      status: 1,
      stdout: recorded('registry-405.json'),
      stderr: npmFailedStderr(reason),
    });
    expect(verdict).toEqual({
      outcome: 'cannot-ask',
      lines: [
        `audit: could not ask the registry for advisories (${reason}); the production dependencies were not checked`,
      ],
    });
  });

  it('passes and says it could not ask when the registry cannot be reached', () => {
    const verdict = auditVerdict({
      status: 1,
      stdout: recorded('connection-refused.json'),
      stderr: npmFailedStderr('request to … failed'),
    });
    expect(verdict.outcome).toBe('cannot-ask');
    expect(verdict.lines).toEqual([
      'audit: could not ask the registry for advisories (request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9); the production dependencies were not checked',
    ]);
  });

  it('passes and says why when npm cannot be run or does not finish', () => {
    expect(
      auditVerdict({ status: null, stdout: '', stderr: '', error: 'spawnSync npm ENOENT' }).lines,
    ).toEqual([
      'audit: could not ask the registry for advisories (spawnSync npm ENOENT); the production dependencies were not checked',
    ]);
    const killed = auditVerdict({ status: null, stdout: '{"auditRep', stderr: '' });
    expect(killed.outcome).toBe('cannot-ask');
    expect(killed.lines[0]).toContain('(npm did not finish)');
  });

  it('reads npm’s own reason from its error output when it printed no JSON', () => {
    const verdict = auditVerdict({
      status: 1,
      stdout: '',
      stderr: 'npm error code ENOLOCK\nnpm error audit This command requires an existing lockfile.\n',
    });
    expect(verdict.outcome).toBe('cannot-ask');
    expect(verdict.lines[0]).toContain('(code ENOLOCK)');
  });
});
