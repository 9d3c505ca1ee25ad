import { describe, expect, it } from 'vitest';
import { PRERENDER_DEPLOYMENT } from './config-injection.ts';
import { localDeploymentConfig } from './local-defaults.ts';
import { ANALYTICS_PAGE_VIEWS_PATH, traceUrl } from './telemetry-sinks.ts';

describe('the telemetry sinks’ paths', () => {
  it('are where the stand-in’s and the pre-rendering configurations send page views', () => {
    const local = localDeploymentConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } });
    expect(new URL(local.telemetry.analytics).pathname).toBe(ANALYTICS_PAGE_VIEWS_PATH);
    expect(new URL(PRERENDER_DEPLOYMENT.telemetry.analytics).pathname).toBe(ANALYTICS_PAGE_VIEWS_PATH);
  });

  it('put a trace channel after the application path, with or without its final slash', () => {
    expect(traceUrl('http://api.test/v5/portal/', 'ads')).toBe('http://api.test/v5/portal/trace/ads');
    expect(traceUrl('/news', 'vitals')).toBe('/news/trace/vitals');
  });
});
