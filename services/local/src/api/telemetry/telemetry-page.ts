import type { PushSubscriptionRecord, TelemetryEvent } from './telemetry-store.ts';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const kindLabels: Record<TelemetryEvent['kind'], string> = {
  message: 'Journal',
  ads: 'Publicité',
  diagnostic: 'Diagnostic',
  vitals: 'Performance (web vitals)',
  'page-view': 'Page vue',
  'push-subscribe': 'Abonnement push',
  'push-unsubscribe': 'Désabonnement push',
  'visitor-login': 'Identité visiteur',
};

const MAX_PAYLOAD_CHARS = 2000;

function payloadText(payload: unknown): string {
  const text = JSON.stringify(payload, null, 2) ?? '';
  return text.length > MAX_PAYLOAD_CHARS ? `${text.slice(0, MAX_PAYLOAD_CHARS)}\n…` : text;
}

/** The filters of GET /telemetrie?type=…: one per family of what the sinks receive. */
export const telemetryPageFilters = {
  journaux: { label: 'Journaux', kinds: ['message', 'ads'] },
  diagnostics: { label: 'Diagnostics', kinds: ['diagnostic'] },
  performances: { label: 'Performances', kinds: ['vitals'] },
  'pages-vues': { label: 'Pages vues', kinds: ['page-view'] },
  notifications: { label: 'Notifications', kinds: ['push-subscribe', 'push-unsubscribe'] },
  identite: { label: 'Identité visiteur', kinds: ['visitor-login'] },
} as const satisfies Record<string, { label: string; kinds: readonly TelemetryEvent['kind'][] }>;

export type TelemetryPageFilter = keyof typeof telemetryPageFilters;

export function isTelemetryPageFilter(value: unknown): value is TelemetryPageFilter {
  return typeof value === 'string' && Object.hasOwn(telemetryPageFilters, value);
}

function filterNav(current: TelemetryPageFilter | null): string {
  const link = (href: string, label: string, active: boolean) =>
    `<li><a href="${escapeHtml(href)}"${active ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
  const items = [
    link('/telemetrie', 'Tout', current === null),
    ...Object.entries(telemetryPageFilters).map(([key, filter]) =>
      link(`/telemetrie?type=${key}`, filter.label, current === key),
    ),
  ];
  return `<nav aria-label="Types d’événements">\n<ul>\n${items.join('\n')}\n</ul>\n</nav>`;
}

/**
 * The French page GET /telemetrie: what the sinks received (logs, diagnostics, web vitals, page views,
 * push and visitor-identity events), newest first, optionally one family only, and the current push
 * subscriptions. Every value is escaped; the page has no script and no style.
 */
export function renderTelemetryPage(
  events: readonly TelemetryEvent[],
  push: readonly PushSubscriptionRecord[],
  filter: TelemetryPageFilter | null = null,
): string {
  const kinds: readonly string[] | null = filter ? telemetryPageFilters[filter].kinds : null;
  const shown = kinds ? events.filter((event) => kinds.includes(event.kind)) : events;
  const rows = shown
    .map(
      (event) =>
        `<tr><td><time datetime="${escapeHtml(event.receivedAt)}">${escapeHtml(event.receivedAt)}</time></td>` +
        `<td>${escapeHtml(event.app)}</td><td>${escapeHtml(kindLabels[event.kind])}</td>` +
        `<td><pre>${escapeHtml(payloadText(event.payload))}</pre></td></tr>`,
    )
    .join('\n');
  const pushItems = push
    .map(
      (item) =>
        `<li>${escapeHtml(item.service)} — ${escapeHtml(item.endpoint)} (<time datetime="${escapeHtml(item.subscribedAt)}">${escapeHtml(item.subscribedAt)}</time>)</li>`,
    )
    .join('\n');
  const heading = filter ? `Événements reçus : ${telemetryPageFilters[filter].label}` : 'Événements reçus';
  return `<!doctype html>
<html lang="fr-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="stylesheet" href="/telemetrie.css">
<title>${filter ? `${escapeHtml(telemetryPageFilters[filter].label)} | ` : ''}Télémétrie reçue | Services locaux Portail</title>
</head>
<body>
<main>
<h1>Télémétrie reçue</h1>
<p>Journaux, diagnostics, performances, pages vues, notifications et événements d’identité reçus par les services locaux, du plus récent au plus ancien.</p>
${filterNav(filter)}
<section aria-labelledby="abonnements">
<h2 id="abonnements">Abonnements aux notifications</h2>
${push.length === 0 ? '<p>Aucun abonnement.</p>' : `<ul>\n${pushItems}\n</ul>`}
</section>
<section aria-labelledby="evenements">
<h2 id="evenements">${escapeHtml(heading)}</h2>
${
  shown.length === 0
    ? '<p>Aucun événement reçu pour le moment.</p>'
    : `<table>
<caption>${shown.length} événement${shown.length > 1 ? 's' : ''}, du plus récent au plus ancien</caption>
<thead><tr><th scope="col">Reçu le</th><th scope="col">Application</th><th scope="col">Type</th><th scope="col">Contenu</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</section>
</main>
</body>
</html>
`;
}
