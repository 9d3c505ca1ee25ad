import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The link walk's counter and its ceiling: on its own with npm run walk:count (it prints the walk), and
// as the `walk` project of the root vitest.config.ts, so that npm test's unit step fails a longer walk.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'walk',
    root: import.meta.dirname,
    include: ['count-link-walk.walk.tsx'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:8080/' } },
    testTimeout: 120_000,
    // one process, so that the inspector session sees every module the shell runs
    fileParallelism: false,
  },
});
