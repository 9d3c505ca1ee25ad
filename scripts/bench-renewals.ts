// npm run bench:renewals: the long visit of a signed-in member whose tokens live 20 seconds
// (PORTAIL_ACCESS_TOKEN_TTL / PORTAIL_ID_TOKEN_TTL): in Chromium, Firefox ESR and WebKitGTK at once,
// the member browses the portal, then Mon compte, a page every 3 s, and must stay signed in across
// 10 renewals in each (e2e/engines/renewals.ts). Prints each engine's and app's renewals, time and
// pages; exits non-zero when a member was lost or fewer renewals came. A scenario of the long-visits
// benchmark (npm run bench:soak is the other), not a test of npm test: it lasts minutes by design.
// Runs under xvfb-run (WebKitGTK needs a display); the stack runs on PORTAIL_E2E_*_PORT.
// RENEWALS=N changes the count; --engine=webkit (or firefox, chromium) runs one engine.
import { configForPorts } from '@portail/contracts';
import { testPorts } from '../e2e/test-ports.ts';
import type { EngineName } from '../e2e/engines/engine-page.ts';
import { startEngine } from '../e2e/engines/launch.ts';
import { staysSignedInAcrossRenewals, type RenewalFigures } from '../e2e/engines/renewals.ts';
import { formatTable } from './budgets.ts';
import { startE2eStack, stopE2eStack } from './e2e-stack-process.ts';

const origins = configForPorts(testPorts);
const COUNT = Number(process.env.RENEWALS ?? 10);
const TOKEN_SECONDS = 20;
const only = process.argv.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length);
const engines = (['chromium', 'firefox', 'webkit'] as const).filter((engine) => !only || engine === only);

interface EngineResult {
  engine: EngineName;
  runs: RenewalFigures[];
  error?: string;
}

async function runEngine(engine: EngineName): Promise<EngineResult> {
  const result: EngineResult = { engine, runs: [] };
  try {
    const runner = await startEngine(engine);
    try {
      for (const app of ['portal', 'account'] as const) {
        const tab = await runner.open();
        try {
          result.runs.push(await staysSignedInAcrossRenewals(tab, origins, app, { count: COUNT }));
          console.log(`${engine} ${app}: done`);
        } finally {
          await tab.close().catch(() => undefined);
        }
      }
    } finally {
      await runner.close().catch(() => undefined);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return result;
}

const stack = await startE2eStack(origins.apiOrigin, {
  PORTAIL_ACCESS_TOKEN_TTL: String(TOKEN_SECONDS),
  PORTAIL_ID_TOKEN_TTL: String(TOKEN_SECONDS),
});
let results: EngineResult[];
try {
  console.log(
    `Tokens of ${TOKEN_SECONDS} s; ${COUNT} renewals per app; ${engines.join(', ')} at once (minutes)…`,
  );
  results = await Promise.all(engines.map((engine) => runEngine(engine)));
} finally {
  await stopE2eStack(stack);
}

const rows = [['engine', 'app', 'renewals', 'time', 'every', 'pages', 'signed in throughout']];
const failures: string[] = [];
for (const { engine, runs, error } of results) {
  if (error) failures.push(`${engine}: ${error}`);
  for (const run of runs) {
    rows.push([
      engine,
      run.app === 'portal' ? 'portail' : 'Mon compte',
      `${run.renewals}/${COUNT}`,
      `${run.seconds.toFixed(0)} s`,
      run.renewals > 0 ? `${(run.seconds / run.renewals).toFixed(1)} s` : '—',
      String(run.pages),
      run.signedInThroughout ? 'yes' : `no (${run.lost ?? ''})`,
    ]);
    if (!run.signedInThroughout) failures.push(`${engine} ${run.app}: member lost at ${run.lost ?? '?'}`);
    else if (run.renewals < COUNT)
      failures.push(`${engine} ${run.app}: ${run.renewals} renewals of ${COUNT}`);
  }
}
console.log(`\n${formatTable(rows).join('\n')}`);
if (failures.length > 0) {
  console.log(`\n${failures.map((line) => `✘ ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery engine kept the member signed in across ${COUNT} renewals in both apps.`);
