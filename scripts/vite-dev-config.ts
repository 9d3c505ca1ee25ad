import type { Plugin } from 'vite';
import { configForPorts, defaultPorts, injectConfig } from '@portail/contracts';
import { portsFromEnv } from './ports.ts';

/** In `npm run dev`, Vite serves index.html itself: inject the runtime config as the local services do. */
export function devConfigPlugin(): Plugin {
  return {
    name: 'portail-dev-config',
    apply: 'serve',
    transformIndexHtml(html) {
      return injectConfig(html, configForPorts(portsFromEnv(process.env, defaultPorts)));
    },
  };
}
