import { defineConfig } from 'vitest/config';

// npm run test:interop: the local provider and APIs driven by clients nobody here wrote
// (openid-client, jose, Apollo Client), and HTTP semantics on all four origins, against a stack of
// its own (interop/start-stack.ts, ports PORTAIL_INTEROP_*_PORT, 19080-19083 by default).
export default defineConfig({
  test: {
    name: 'interop',
    environment: 'node',
    include: ['interop/**/*.interop.ts'],
    globalSetup: ['interop/start-stack.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
