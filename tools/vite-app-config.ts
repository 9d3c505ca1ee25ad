import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { devConfigPlugin } from './vite-dev-config.ts';
import { longTaskPlugin } from './vite-long-task.ts';
import { precompressPlugin } from './vite-precompress.ts';
import { prerenderPlugin } from './vite-prerender.ts';
import { renewalPagePlugin } from './vite-renewal-page.ts';

/**
 * The plugins both apps build with, in order: React, `npm run dev`'s configuration, the `.br`/`.gz`
 * copies, then the app's own (`own`), the pre-render of its first screens, the renewal page and the
 * long task a Lighthouse check may ask for.
 */
export function appPlugins(...own: PluginOption[]): PluginOption[] {
  return [
    react(),
    devConfigPlugin(),
    precompressPlugin(),
    ...own,
    prerenderPlugin(),
    renewalPagePlugin(),
    longTaskPlugin(),
  ];
}

/** What both apps' builds share: a manifest (the size check and the pre-render read it), source maps, ES2022. */
export const appBuild = { manifest: true, sourcemap: true, target: 'es2022' } as const;
