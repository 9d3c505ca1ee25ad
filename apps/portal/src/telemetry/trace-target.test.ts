import { describe, expect, it } from 'vitest';
import { traceUrl } from '@portail/contracts';
import { applicationSettingsSample } from '@portail/contracts/wire-samples';
import { createSettingsStore, parseAppSettings } from '@portail/http';
import { createRouterStore, initialRouterState, type RouterLocation } from '@portail/router';
import { traceAppId, traceAppPath } from './trace-target.ts';

const api = 'http://api.test';

function stores(appId: string | null, tracePath?: unknown) {
  const routerStore = createRouterStore({
    ...initialRouterState,
    location: appId ? ({ appId } as RouterLocation) : null,
  });
  const settingsStore = createSettingsStore(
    appId && tracePath !== undefined ? { byApp: { [appId]: { tracePath } } } : { byApp: {} },
  );
  return { routerStore, settingsStore };
}

describe('where traces go', () => {
  it('follow the trace path of the current application’s settings', () => {
    const { routerStore, settingsStore } = stores('ohdio', `${api}/ohdio/trace`);
    expect(traceAppPath(api, routerStore, settingsStore)).toBe(`${api}/ohdio`);
    expect(traceAppId(routerStore)).toBe('ohdio');
  });

  it('go where the contract’s settings say, at the trace sinks’ address', () => {
    const { appId, tracePath } = applicationSettingsSample;
    const routerStore = createRouterStore({ ...initialRouterState, location: { appId } as RouterLocation });
    const settingsStore = createSettingsStore({
      byApp: { [appId]: parseAppSettings(structuredClone(applicationSettingsSample)) },
    });
    const apiOrigin = new URL(tracePath).origin;
    expect(traceUrl(traceAppPath(apiOrigin, routerStore, settingsStore), 'message')).toBe(
      `${apiOrigin}/${appId}/trace/message`,
    );
  });

  it('fall back to the home application before any page and when the settings name none', () => {
    const before = stores(null);
    expect(traceAppPath(api, before.routerStore, before.settingsStore)).toBe(`${api}/news`);
    expect(traceAppId(before.routerStore)).toBe('news');
    const tv = stores('tv', undefined);
    expect(traceAppPath(api, tv.routerStore, tv.settingsStore)).toBe(`${api}/news`);
  });

  it('never follow a trace path to another origin', () => {
    const { routerStore, settingsStore } = stores('ohdio', 'https://ailleurs.test/ohdio/trace');
    expect(traceAppPath(api, routerStore, settingsStore)).toBe(`${api}/news`);
  });
});
