import { APP_IDS, apiNames, appDisplayNames, appIconsPath, appSettingsPath } from '@portail/contracts';
import { applicationSettingsSample } from '@portail/contracts/wire-samples';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';
import { applications } from './application-registry.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

describe('GET /v5/{app}/settings', () => {
  it('has the 17 applications of the registry, by the router’s ids', () => {
    expect(applications.map((app) => app.id)).toEqual([...APP_IDS]);
    expect(APP_IDS).toHaveLength(17);
  });

  it.each(APP_IDS)('answers the settings of %s with apiRouting on the API origin', async (id) => {
    // At the address the router asks (appSettingsPath), the icons where the router looks (appIconsPath).
    const response = await api.app.inject({ url: appSettingsPath(id) });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.appId).toBe(id);
    expect(settings.displayName).toBe(appDisplayNames[id]);
    expect(Object.keys(settings.apiRouting).sort()).toEqual([...apiNames].sort());
    expect(Object.values(settings.apiRouting).every((host) => host === api.config.apiOrigin)).toBe(true);
    expect(settings.favicons[0].href).toBe(`${api.config.apiOrigin}/v5/${id}/dist/assets/pwa/favicon.svg`);
    expect(settings.favicons[0].href).toBe(`${api.config.apiOrigin}${appIconsPath(id)}favicon.svg`);
  });

  it('answers the fields of the contract’s settings, and no other', async () => {
    const settings = (await api.app.inject({ url: appSettingsPath('ohdio') })).json();
    const fields = (value: object) => Object.keys(value).sort();
    expect(fields(settings)).toEqual(fields(applicationSettingsSample));
    expect(fields(settings.apiRouting)).toEqual(fields(applicationSettingsSample.apiRouting));
    for (const icon of settings.favicons as object[]) {
      expect(fields(applicationSettingsSample.favicons[0] ?? {})).toEqual(
        expect.arrayContaining(fields(icon)),
      );
    }
  });

  it('answers 404 for an unknown application', async () => {
    expect((await api.app.inject({ url: '/v5/inconnue/settings' })).statusCode).toBe(404);
  });
});

describe('GET /v5/{app}/dist/assets/pwa/*', () => {
  it('serves every favicon of the settings as an SVG or a PNG', async () => {
    const settings = (await api.app.inject({ url: '/v5/news/settings' })).json();
    for (const icon of settings.favicons as { href: string; type: string }[]) {
      const response = await api.app.inject({ url: new URL(icon.href).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      else expect(response.body).toMatch(/^<svg [^>]*aria-label="Info"/);
    }
  });

  it('gives each application its own icons', async () => {
    const svgs = new Set<string>();
    const pngs = new Set<string>();
    for (const app of applications) {
      svgs.add((await api.app.inject({ url: `/v5/${app.id}/dist/assets/pwa/favicon.svg` })).body);
      pngs.add(
        (
          await api.app.inject({ url: `/v5/${app.id}/dist/assets/pwa/favicon-32x32.png` })
        ).rawPayload.toString('base64'),
      );
    }
    expect(svgs.size).toBe(applications.length);
    expect(pngs.size).toBe(applications.length);
  });

  it('answers 404 for a file that is not one of the icons', async () => {
    expect((await api.app.inject({ url: '/v5/news/dist/assets/pwa/..%2F..%2Fsecret' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/v5/news/dist/assets/pwa/autre.png' })).statusCode).toBe(404);
  });
});
