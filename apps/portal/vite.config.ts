import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devConfigPlugin } from '../../scripts/vite-dev-config.ts';

export default defineConfig({
  plugins: [react(), devConfigPlugin()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
