import type { Plugin } from 'vite';
import { defaultPorts, injectConfig } from '@portail/contracts';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';
import { portsFromEnv } from './ports.ts';

/** In `npm run dev`, Vite serves index.html itself: inject the stand-in's deployment config as the local services do. */
export function devConfigPlugin(): Plugin {
  return {
    name: 'portail-dev-config',
    apply: 'serve',
    transformIndexHtml(html) {
      return injectConfig(html, localDeploymentConfig({ ports: portsFromEnv(process.env, defaultPorts) }));
    },
  };
}
