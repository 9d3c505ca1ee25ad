import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devConfigPlugin } from '../../tools/vite-dev-config.ts';
import { precompressPlugin } from '../../tools/vite-precompress.ts';
import { prerenderPlugin } from '../../tools/vite-prerender.ts';
import { renewalPagePlugin } from '../../tools/vite-renewal-page.ts';
import { longTaskPlugin } from '../../tools/vite-long-task.ts';

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
