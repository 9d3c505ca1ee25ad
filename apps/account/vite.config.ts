import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devConfigPlugin } from '../../scripts/vite-dev-config.ts';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { prerenderPlugin } from '../../scripts/vite-prerender.ts';
import { renewalPagePlugin } from '../../scripts/vite-renewal-page.ts';
import { longTaskPlugin } from '../../scripts/vite-long-task.ts';

export default defineConfig({
  plugins: [
    react(),
    devConfigPlugin(),
    precompressPlugin(),
    prerenderPlugin(),
    renewalPagePlugin(),
    longTaskPlugin(),
  ],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
