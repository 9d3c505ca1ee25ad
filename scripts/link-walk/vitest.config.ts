import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// npm run walk:count: the link walk's counter, on its own (not part of npm test: it prints a figure).
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
