import type { PushSubscriptionRecord, TelemetryEvent } from './telemetry-store.ts';

export function escapeHtml(text: string): string {
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

/** The French page GET /telemetrie: everything the sinks received, newest first. Every value escaped. */
export function renderTelemetryPage(
  events: readonly TelemetryEvent[],
  push: readonly PushSubscriptionRecord[],
): string {
  const rows = events
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
        `<li>${escapeHtml(item.service)} — ${escapeHtml(item.endpoint)} (${escapeHtml(item.subscribedAt)})</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Télémétrie reçue | Services locaux Portail</title>
</head>
<body>
<main>
<h1>Télémétrie reçue</h1>
<p>Journaux, diagnostics, performances, pages vues et événements d’identité reçus par les services locaux, du plus récent au plus ancien.</p>
${
  events.length === 0
    ? '<p>Aucun événement reçu pour le moment.</p>'
    : `<table>
<caption>${events.length} événement${events.length > 1 ? 's' : ''}</caption>
<thead><tr><th scope="col">Reçu le</th><th scope="col">Application</th><th scope="col">Type</th><th scope="col">Contenu</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
<h2>Abonnements aux notifications</h2>
${push.length === 0 ? '<p>Aucun abonnement.</p>' : `<ul>\n${pushItems}\n</ul>`}
</main>
</body>
</html>
`;
}
