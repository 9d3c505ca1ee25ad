import {
  ANALYTICS_PAGE_VIEWS_PATH,
  apiPaths,
  PUSH_SERVICE,
  pushVapidKeyPath,
  TRACE_CHANNELS,
  traceUrl,
} from '@portail/contracts';
import { localDeploymentConfigFor } from '@portail/contracts/local-defaults';
import {
  diagnosticBatchSample,
  logBatchSample,
  pageViewRecordSample,
  visitorLoginAnswerSample,
  visitorLoginRequestSample,
  vitalsReportSample,
} from '@portail/contracts/wire-samples';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perFile } from '../../testing/per-test.ts';

const api = perFile(
  () => createTestApi(),
  (started) => started.close(),
);

const events = async (kind: string) =>
  (await api.app.inject({ url: `/telemetry/events?kind=${kind}` })).json().events;

describe('POST /{app}/trace/{kind}', () => {
  it('stores a JSON batch of logs and answers 204', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/news/trace/message',
      payload: [{ level: 'info', message: 'Page chargée' }],
    });
    expect(response.statusCode).toBe(204);
    expect((await events('message'))[0]).toMatchObject({
      app: 'news',
      payload: [{ message: 'Page chargée' }],
    });
  });

  it('accepts a text/plain beacon whose text is the JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/ohdio/trace/vitals',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        url: 'http://localhost:8080/ohdio',
        app: 'ohdio',
        metrics: { LCP: 1200, CLS: 0.02 },
      }),
    });
    expect(response.statusCode).toBe(204);
    expect((await events('vitals'))[0].payload.metrics).toEqual({ LCP: 1200, CLS: 0.02 });
  });

  it('stores diagnostics and ad traces', async () => {
    const diagnostic = [
      { event: 'error', source: 'router', error: { message: 'Invalid route' }, app: 'news' },
    ];
    expect(
      (await api.app.inject({ method: 'POST', url: '/news/trace/diagnostic', payload: diagnostic }))
        .statusCode,
    ).toBe(204);
    expect(
      (await api.app.inject({ method: 'POST', url: '/ads/trace/ads', payload: { adUnit: 'preroll' } }))
        .statusCode,
    ).toBe(204);
    expect((await events('diagnostic'))[0].payload).toEqual(diagnostic);
  });

  it.each([
    ['an unknown application', '/inconnue/trace/message', [{ a: 1 }], 404],
    ['an unknown kind', '/news/trace/autre', [{ a: 1 }], 404],
    ['a batch over 100', '/news/trace/message', Array.from({ length: 101 }, () => ({ a: 1 })), 400],
    ['vitals without metrics', '/news/trace/vitals', { url: 'x' }, 400],
    ['diagnostics that are not an array', '/news/trace/diagnostic', { event: 'x' }, 400],
  ])('refuses %s', async (_case, url, payload, status) => {
    const response = await api.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].message).toEqual(expect.any(String));
  });

  it('refuses a text/plain beacon that is not JSON with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/news/trace/message',
      headers: { 'content-type': 'text/plain' },
      payload: 'pas du json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });
});

describe('analytics page records', () => {
  it('stores a record and lists it, newest first', async () => {
    const record = {
      pageId: 'profil',
      partnership: null,
      subTheme: 'profil',
      metrics: {
        pageName: 'mon-compte|profil',
        domain: 'portail.exemple.ca',
        application: 'site-web',
        format: 'page',
      },
    };
    expect(
      (await api.app.inject({ method: 'POST', url: '/analytics/page-views', payload: record })).statusCode,
    ).toBe(201);
    const listed = (await api.app.inject({ url: '/analytics/page-views' })).json().records;
    expect(listed[0]).toMatchObject(record);
  });

  it('keeps the whole record the portal sends: account, domain, separator, bitrate and time', async () => {
    // Every field a page view has (the contract's sample), at a time of its own.
    const record = { ...pageViewRecordSample, time: '2026-03-01T12:00:00.000Z' };
    const response = await api.app.inject({ method: 'POST', url: '/analytics/page-views', payload: record });
    expect(response.statusCode).toBe(201);
    const listed = (await api.app.inject({ url: '/analytics/page-views' })).json().records;
    expect(listed.find((item: { id: number }) => item.id === response.json().id)).toMatchObject(record);
  });

  it('refuses a record without metrics.pageName', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/analytics/page-views',
      payload: { pageId: 'profil', metrics: { domain: 'x' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Le nom de page (metrics.pageName) est requis.',
      field: 'metrics.pageName',
    });
  });
});

describe('push subscription for surLeVif', () => {
  const subscription = {
    endpoint: 'https://push.exemple.ca/abc',
    expirationTime: null,
    keys: { p256dh: 'k', auth: 'a' },
  };

  it('subscribes then unsubscribes an endpoint', async () => {
    const subscribed = await api.app.inject({
      method: 'POST',
      url: '/push/surLeVif/subscribe',
      payload: subscription,
    });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toEqual({ service: 'surLeVif', subscribed: true });
    const unsubscribed = await api.app.inject({
      method: 'POST',
      url: '/push/surLeVif/unsubscribe',
      payload: { endpoint: subscription.endpoint },
    });
    expect(unsubscribed.json()).toEqual({ service: 'surLeVif', subscribed: false });
    const again = await api.app.inject({
      method: 'POST',
      url: '/push/surLeVif/unsubscribe',
      payload: { endpoint: subscription.endpoint },
    });
    expect(again.statusCode).toBe(404);
  });

  it('gives the VAPID public key browsers subscribe with, the same on every call', async () => {
    const first = await api.app.inject({ url: '/push/surLeVif/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
    expect((await api.app.inject({ url: '/push/surLeVif/vapid-public-key' })).json().publicKey).toBe(
      publicKey,
    );
    expect((await api.app.inject({ url: '/push/autre/vapid-public-key' })).statusCode).toBe(404);
  });

  it('refuses another service and a subscription without an endpoint URL', async () => {
    expect(
      (await api.app.inject({ method: 'POST', url: '/push/autre/subscribe', payload: subscription }))
        .statusCode,
    ).toBe(404);
    const invalid = await api.app.inject({
      method: 'POST',
      url: '/push/surLeVif/subscribe',
      payload: { endpoint: 'pas une url' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /visitor-identity/login', () => {
  it('answers an array whose first element gives a stable RC plus id for the login id', async () => {
    const body = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Person',
      identifier: 'rc-123',
    });
    const headers = { 'content-type': 'application/ld+json' };
    const first = await api.app.inject({
      method: 'POST',
      url: '/visitor-identity/login',
      headers,
      payload: body,
    });
    const second = await api.app.inject({
      method: 'POST',
      url: '/visitor-identity/login',
      headers,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()[0]).toMatchObject({
      identifier: 'rc-123',
      rcPlusId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(second.json()[0].rcPlusId).toBe(first.json()[0].rcPlusId);
  });

  it('refuses a body without a login id', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/visitor-identity/login',
      payload: { '@type': 'Person' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe("L'identifiant de connexion est requis.");
  });
});

describe('GET /telemetrie', () => {
  it('lists what arrived newest first, escaped, without inline script or style', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/news/trace/message',
      payload: [{ message: '<script>alert(1)</script>' }],
    });
    await api.app.inject({
      method: 'POST',
      url: '/tele/trace/message',
      payload: [{ message: 'le plus récent' }],
    });
    const response = await api.app.inject({ url: '/telemetrie' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<h1>Télémétrie reçue</h1>');
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html).toContain('<link rel="stylesheet" href="/telemetrie.css">');
    const css = await api.app.inject({ url: '/telemetrie.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(response.headers['content-security-policy']).toContain("style-src 'self'");
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.indexOf('le plus récent')).toBeLessThan(html.indexOf('&lt;script&gt;'));
  });

  it('shows one family of events when asked, with the push subscriptions in their own region', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/news/trace/vitals',
      payload: { url: 'http://localhost/', metrics: { FCP: 900 } },
    });
    await api.app.inject({
      method: 'POST',
      url: '/push/surLeVif/subscribe',
      payload: { endpoint: 'https://push.exemple.ca/page' },
    });
    const html = (await api.app.inject({ url: '/telemetrie?type=performances' })).body;
    expect(html).toContain('<h2 id="evenements">Événements reçus : Performances</h2>');
    expect(html).toContain('<a href="/telemetrie?type=performances" aria-current="page">Performances</a>');
    expect(html).toContain('&quot;FCP&quot;: 900');
    expect(html).not.toContain('le plus récent');
    expect(html).toMatch(/<section aria-labelledby="abonnements">[\s\S]*https:\/\/push\.exemple\.ca\/page/);
    const unknown = (await api.app.inject({ url: '/telemetrie?type=autre' })).body;
    expect(unknown).toContain('<a href="/telemetrie" aria-current="page">Tout</a>');
  });
});

describe('telemetry body limits', () => {
  it.each([
    ['/news/trace/message', 128 * 1024],
    ['/news/trace/diagnostic', 128 * 1024],
    ['/analytics/page-views', 32 * 1024],
    ['/push/surLeVif/subscribe', 16 * 1024],
    ['/visitor-identity/login', 8 * 1024],
  ])('refuses a body over the limit of %s with 413 and stores nothing', async (url, limit) => {
    const before = (await api.app.inject({ url: '/telemetry/events?limit=1000' })).json().events.length;
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(limit) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Le contenu envoyé est trop volumineux.');
    const after = (await api.app.inject({ url: '/telemetry/events?limit=1000' })).json().events.length;
    expect(after).toBe(before);
  });
});

describe('the sinks at the paths the clients send to (@portail/contracts)', () => {
  it('has a trace sink for every channel a client sends to, at the client’s address', async () => {
    for (const channel of TRACE_CHANNELS) {
      // An empty object: the sink is there and takes or checks it, rather than not found (404).
      const response = await api.app.inject({ method: 'POST', url: traceUrl('/news', channel), payload: {} });
      expect([204, 400], channel).toContain(response.statusCode);
    }
  });

  it('takes page views at the deployment configuration’s analytics address', async () => {
    const { telemetry } = localDeploymentConfigFor(api.config);
    expect(new URL(telemetry.analytics).pathname).toBe(ANALYTICS_PAGE_VIEWS_PATH);
    const record = {
      pageId: 'profil',
      metrics: { pageName: 'mon-compte|profil', domain: 'portail.exemple.ca' },
    };
    const response = await api.app.inject({
      method: 'POST',
      url: ANALYTICS_PAGE_VIEWS_PATH,
      payload: record,
    });
    expect(response.statusCode).toBe(201);
  });

  it('takes each record of the contract’s samples as the clients send it', async () => {
    const traces = [
      ['message', logBatchSample],
      ['ads', logBatchSample],
      ['diagnostic', diagnosticBatchSample],
      ['vitals', vitalsReportSample],
    ] as const;
    for (const [channel, payload] of traces) {
      const response = await api.app.inject({ method: 'POST', url: traceUrl('/ohdio', channel), payload });
      expect(response.statusCode, channel).toBe(204);
    }
    const pageView = await api.app.inject({
      method: 'POST',
      url: ANALYTICS_PAGE_VIEWS_PATH,
      payload: pageViewRecordSample,
    });
    expect(pageView.statusCode).toBe(201);
    const listed = (await api.app.inject({ url: ANALYTICS_PAGE_VIEWS_PATH })).json().records;
    expect(listed.find((item: { id: number }) => item.id === pageView.json().id)).toMatchObject(
      pageViewRecordSample,
    );
  });

  it('answers the visitor-identity login of the contract’s sample with the contract’s answer', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.visitorIdentityLogin,
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify(visitorLoginRequestSample),
    });
    expect(response.statusCode).toBe(200);
    const [node] = response.json() as typeof visitorLoginAnswerSample;
    expect(Object.keys(node ?? {}).sort()).toEqual(Object.keys(visitorLoginAnswerSample[0]).sort());
    expect(node).toMatchObject(visitorLoginRequestSample);
  });

  it('gives the push key at the address the portal asks', async () => {
    const response = await api.app.inject({ url: pushVapidKeyPath(PUSH_SERVICE) });
    expect(response.statusCode).toBe(200);
    expect(response.json().publicKey).toEqual(expect.any(String));
  });
});
