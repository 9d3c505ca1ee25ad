// npm run audit:production (a step of npm test): asks the registry for the known advisories of the
// production dependencies (`npm audit --omit=dev`). Fails when one has an advisory; passes, saying so
// in one line, when the registry cannot be asked (scripts/audit-verdict.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { auditVerdict } from './audit-verdict.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: rootDir,
  encoding: 'utf8',
  // npm retries a registry that does not answer; past two minutes it is not answering.
  timeout: 120_000,
  maxBuffer: 64 * 1024 * 1024,
});
const verdict = auditVerdict({
  status: run.status,
  stdout: run.stdout ?? '',
  stderr: run.stderr ?? '',
  ...(run.error ? { error: run.error.message } : {}),
});
for (const line of verdict.lines) console.log(line);
process.exit(verdict.outcome === 'advisories' ? 1 : 0);
