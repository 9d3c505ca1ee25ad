import type { FastifyInstance } from 'fastify';
import { apiRoutingOn, appIconsPath, type ApplicationSettings } from '@portail/contracts';
import { NotFoundError } from '../errors.ts';
import { applications, findApplication, type RegisteredApplication } from './application-registry.ts';
import { faviconFiles, faviconPng, faviconSvg, isFaviconFile } from './favicons.ts';

function settingsFor(app: RegisteredApplication, apiOrigin: string): ApplicationSettings {
  const assets = `${apiOrigin}${appIconsPath(app.id)}`;
  return {
    appId: app.id,
    displayName: app.displayName,
    apiRouting: apiRoutingOn(apiOrigin),
    tracePath: `${apiOrigin}/${app.id}/trace`,
    favicons: [
      { rel: 'icon', href: `${assets}favicon.svg`, type: 'image/svg+xml' },
      { rel: 'icon', href: `${assets}favicon-32x32.png`, type: 'image/png', sizes: '32x32' },
      {
        rel: 'apple-touch-icon',
        href: `${assets}apple-touch-icon.png`,
        type: 'image/png',
        sizes: '180x180',
      },
      { rel: 'icon', href: `${assets}icon-192x192.png`, type: 'image/png', sizes: '192x192' },
      { rel: 'icon', href: `${assets}icon-512x512.png`, type: 'image/png', sizes: '512x512' },
    ],
  };
}

/** GET /v5/{app}/settings, GET /v5/apps (the ids) and the icons under /v5/{app}/dist/assets/pwa/. */
export async function settingsRoutes(app: FastifyInstance, options: { apiOrigin: string }): Promise<void> {
  const icons = new Map<string, Buffer>();

  app.get('/v5/apps', async () => ({
    applications: applications.map(({ id, displayName }) => ({ id, displayName })),
  }));

  app.get<{ Params: { app: string } }>('/v5/:app/settings', async (request, reply) => {
    const application = findApplication(request.params.app);
    if (!application) throw new NotFoundError();
    return reply
      .header('cache-control', 'public, max-age=300')
      .send(settingsFor(application, options.apiOrigin));
  });

  app.get<{ Params: { app: string; file: string } }>(
    '/v5/:app/dist/assets/pwa/:file',
    async (request, reply) => {
      const application = findApplication(request.params.app);
      const { file } = request.params;
      if (!application || !isFaviconFile(file)) throw new NotFoundError();
      const key = `${application.id}/${file}`;
      let body = icons.get(key);
      if (!body) {
        const spec = faviconFiles[file];
        body = spec.size === 0 ? Buffer.from(faviconSvg(application)) : faviconPng(application, spec.size);
        icons.set(key, body);
      }
      return reply
        .type(faviconFiles[file].type)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    },
  );
}
