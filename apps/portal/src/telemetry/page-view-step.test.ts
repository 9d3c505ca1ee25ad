import { describe, expect, it, vi } from 'vitest';
import type { PageEntry, RouterLocation } from '@portail/router';
import { ANALYTICS_DOMAIN, type PageViewRecord } from '@portail/telemetry';
import { createPageViewStep, pageViewInput } from './page-view-step.ts';

const location = (overrides: Partial<RouterLocation> = {}): RouterLocation => ({
  appId: 'ohdio',
  pageId: '/ohdio',
  pathname: '/ohdio',
  routePath: '/ohdio',
  pathParams: {},
  locationToRedirect: null,
  state: undefined,
  queryParams: {},
  statusCode: 200,
  requestIndex: 1,
  routeId: 'ohdio-home',
  layoutId: 'ohdio-main',
  metas: { title: 'OHdio' },
  ...overrides,
});

const page = (metric: Record<string, unknown>): PageEntry => ({ data: null, meta: {}, metric, routing: {} });
const now = () => Date.parse('2026-03-01T12:00:00Z');

describe('the page-view input of a committed page', () => {
  it('reads the analytics page record the page services send', () => {
    expect(
      pageViewInput(
        location(),
        page({
          pageId: 'ohdio-accueil',
          partnership: 'aucun',
          subTheme: 'balados',
          metrics: { pageName: 'ohdio|accueil', domain: 'ici.exemple.ca', format: 'index' },
        }),
      ),
    ).toEqual({
      pageId: 'ohdio-accueil',
      partnership: 'aucun',
      subTheme: 'balados',
      metrics: { pageName: 'ohdio|accueil', domain: 'ici.exemple.ca', format: 'index' },
    });
  });

  it('reads a content page whose metric is the metrics block, with the router page id', () => {
    expect(pageViewInput(location(), page({ pageName: 'OHdio', application: 'OHdio' }))).toEqual({
      pageId: '/ohdio',
      partnership: null,
      subTheme: null,
      metrics: { pageName: 'OHdio' },
    });
  });
});

describe('the router analytics step', () => {
  it('sends one page-view record with the fixed account, domain, separator and bitrate, after the navigation’s own task', () => {
    const send = vi.fn(async (_record: PageViewRecord) => true);
    const later: Array<() => void> = [];
    const step = createPageViewStep({
      send,
      reportError: vi.fn(),
      now,
      schedule: (task) => later.push(task),
    });
    step(location({ pageId: '/mordu?x=1' }), page({ pageName: 'Mordu', format: 'page' }));
    expect(send).not.toHaveBeenCalled();
    later.forEach((task) => task());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      accountId: expect.any(String),
      domain: ANALYTICS_DOMAIN,
      separator: '|',
      bitrate: 800,
      pageId: '/mordu?x=1',
      partnership: null,
      subTheme: null,
      metrics: { pageName: 'Mordu', domain: ANALYTICS_DOMAIN, application: 'site-web', format: 'page' },
      time: '2026-03-01T12:00:00.000Z',
    });
  });

  it('reports a page without page name as an error and sends nothing, without throwing', () => {
    const send = vi.fn(async () => true);
    const reportError = vi.fn();
    const step = createPageViewStep({ send, reportError, now });
    expect(() =>
      step(location({ pageId: '/introuvable', routePath: '/introuvable', statusCode: 404 }), undefined),
    ).not.toThrow();
    expect(send).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith('Analytics page name is required (page /introuvable)', {
      code: 'ANALYTICS_PAGE_NAME_MISSING',
      pageId: '/introuvable',
      routePath: '/introuvable',
      statusCode: 404,
    });
  });
});
