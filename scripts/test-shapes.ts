// The core journeys (sign-in in both apps, renewal, profile save, sign-out, password reset) in the
// provider's b2c and external-id shapes (PORTAIL_E2E_IDP_SHAPE); the main e2e run is the local shape.
// Each shape starts its own end-to-end stack on the e2e ports (PORTAIL_E2E_*_PORT) after the other,
// with its own report (.playwright-shapes-{shape}.json) and results folder. Exits non-zero when a
// journey fails in any shape; prints each shape's counts and seconds.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureLines, playwrightCounts, playwrightFailures } from './test-results.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** The spec files of the core journeys, and the titles run from them (shape-neutral tests only). */
export const shapeJourneySpecs = [
  'e2e/account-sign-in.spec.ts',
  'e2e/sign-out-both-apps.spec.ts',
  'e2e/account-profile.spec.ts',
  'e2e/identity.spec.ts',
  'e2e/forgotten-password.spec.ts',
];
export const shapeJourneyTitles = [
  'signing in to Mon compte',
  'a sign-out in one app ends the session in both apps',
  'saves the changed fields, keyboard only',
  'signs a member in with PKCE and keeps a refresh token',
  'renews an implicit session silently in a hidden 1×1 iframe',
  'renews a PKCE session with the refresh-token grant',
  '« Mot de passe oublié\\? » on the provider’s sign-in page',
];

export function shapeReport(shape: string): string {
  return join(rootDir, `.playwright-shapes-${shape}.json`);
}

export const otherShapes = ['b2c', 'external-id'] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  const lines: string[] = [];
  for (const shape of otherShapes) {
    const report = shapeReport(shape);
    rmSync(report, { force: true });
    console.log(`\n── provider shape ${shape}`);
    const started = performance.now();
    const run = spawnSync(
      'npx',
      [
        'playwright',
        'test',
        '--config',
        'e2e/playwright.config.ts',
        ...shapeJourneySpecs,
        '--grep',
        shapeJourneyTitles.join('|'),
      ],
      {
        cwd: rootDir,
        stdio: 'inherit',
        env: {
          ...process.env,
          PORTAIL_E2E_IDP_SHAPE: shape,
          PORTAIL_E2E_REPORT: report,
          PORTAIL_E2E_OUTPUT_DIR: join(rootDir, `test-results-${shape}`),
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const counts = playwrightCounts(report);
    if (run.status !== 0) failed = true;
    lines.push(
      `  ${shape.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
        ` (${seconds.toFixed(1)} s)`,
      ...failureLines(`  ✗ ${shape}`, playwrightFailures(report).failed),
    );
  }
  console.log(`\n── core journeys per provider shape\n${lines.join('\n')}`);
  process.exit(failed ? 1 : 0);
}
