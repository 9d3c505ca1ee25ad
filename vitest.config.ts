import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const unitFiles = [
  'packages/*/src/**/*.test.ts',
  'services/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'tools/**/*.test.ts',
  'scripts/**/*.test.ts',
  'e2e/**/*.test.ts',
];
const componentFiles = ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'];
// The files that replace a module (vi.mock, vi.doMock) or a global (vi.stubGlobal) for themselves:
// they run with a module graph of their own, as every file did before (see `isolate` below).
const isolatedFiles = [
  'packages/identity/src/client.third-party.test.ts',
  'services/local/src/members/password-hash.concurrency.test.ts',
  'apps/account/src/errors/server-error-mapping.test.ts',
  'apps/portal/src/telemetry/portal-telemetry.test.ts',
  'apps/account/src/profile/use-profile-save.test.tsx',
  'apps/account/src/completion/CompletionWizard.test.tsx',
  'apps/account/src/newsletters/NewslettersPage.test.tsx',
  'apps/account/src/analytics/profile-save-analytics.test.tsx',
];

// One run for every workspace: `.test.ts` files run in Node, `.test.tsx` (components) in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's run mode takes one core fewer than the machine has: one worker on a 2-core machine,
    // the other core idle. Every core: `npx vitest run apps/account packages/ui` 121 s → 85 s here.
    maxWorkers: availableParallelism(),
    // Worker threads, each running file after file in one module graph (isolate: false) instead of
    // a new process and a new graph per file: Vite's transform, jsdom and the shared modules are
    // loaded once per worker. `npx vitest run packages/{player,regions,router,ui}` (57 files, 711
    // tests): 48.5 → 24.1 s of CPU time. What one file leaves in the DOM or in storage is cleared
    // before the next (vitest.setup.ts); the files that mock modules or globals stay isolated.
    pool: 'threads',
    // A test fails on what it asserts, not on how busy the machine is: the local services' tests
    // hash passwords with scrypt at 128 MiB (N = 2^17), four of them took 6.5 s beside Lighthouse
    // and the other helpers' work, past Vitest's 5 s default.
    testTimeout: 30_000,
    // The same for hooks: a beforeEach that starts the test provider and hashes a new member's
    // password timed out at Vitest's 10 s default with eight other jobs on the machine
    // (token-not-before.test.ts, load average 20).
    hookTimeout: 30_000,
    // The member stores of the provider's and the APIs' tests hash at N=2^10 instead of 2^17
    // (storeHashCost in services/local/src/members/password-hash.ts): the same checks, 1/128 of the
    // CPU time per hash. The tests of the cost itself ask for the production one.
    env: { PORTAIL_TEST_PASSWORD_COST_N: String(2 ** 10) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          isolate: false,
          include: componentFiles,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolatedFiles.filter((file) => file.endsWith('.ts')),
        },
      },
      {
        extends: true,
        test: {
          name: 'component-isolated',
          environment: 'jsdom',
          include: isolatedFiles.filter((file) => file.endsWith('.tsx')),
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
