import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One run for every workspace: `.test.ts` files run in Node, `.test.tsx` (components) in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's run mode takes one core fewer than the machine has: one worker on a 2-core machine,
    // the other core idle. Every core: `npx vitest run apps/account packages/ui` 121 s → 85 s here.
    maxWorkers: availableParallelism(),
    // A test fails on what it asserts, not on how busy the machine is: the local services' tests
    // hash passwords with scrypt at 128 MiB (N = 2^17), four of them took 6.5 s beside Lighthouse
    // and the other helpers' work, past Vitest's 5 s default.
    testTimeout: 30_000,
    // The same for hooks: a beforeEach that starts the test provider and hashes a new member's
    // password timed out at Vitest's 10 s default with eight other jobs on the machine
    // (token-not-before.test.ts, load average 20).
    hookTimeout: 30_000,
    // The member stores of the provider's and the APIs' tests hash at N=2^10 instead of 2^17
    // (storeHashCost in services/local/src/members/password-hash.ts), the demo members' seeded hash
    // included: the same checks, 1/128 of the CPU time per hash they make (rate-limits.test.ts tries
    // 38 wrong passwords on demo members). The tests of the cost itself ask for the production one.
    env: { PORTAIL_TEST_PASSWORD_COST_N: String(2 ** 10) },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A fresh VM context per file in a worker that stays, instead of a new process per file:
          // jsdom is loaded once per worker, not once per file (it was 43 % of the project's time).
          // `npx vitest run --project component` at load 16-19: 130 → 53 CPU s, 490 → 166 s wall,
          // 338 tests passed (and DeleteAccount's 15 000 ms test, which failed under load in a new
          // process per file, passed). The whole `npx vitest run`, with the local API servers' audio
          // made once per process: 412 CPU s (load 0.2-2.7) → 282 CPU s (load 4-9), 2925 passed.
          // Not for the Node tests: a VM context has no WebCrypto (the sign-in client's tests), and
          // a worker that stays ran a timer left by one file (xhr-upload's abort) in another.
          pool: 'vmForks',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      // The portal link walk's ceiling (issue 30): a click's modules counted over the whole shell, in
      // a process of its own (its inspector session sees only that shell).
      'scripts/link-walk/vitest.config.ts',
    ],
  },
});
