import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devConfigPlugin } from '../../scripts/vite-dev-config.ts';
import { serviceWorkerPlugin } from './src/sw/build-service-worker.ts';

export default defineConfig({
  plugins: [react(), devConfigPlugin(), serviceWorkerPlugin()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
