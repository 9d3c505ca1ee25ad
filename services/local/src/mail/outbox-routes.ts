import type { FastifyPluginAsync } from 'fastify';
import type { Outbox } from './outbox.ts';
import { serviceStylesheet } from '../idp/pages/service-document.ts';
import { OUTBOX_PATH, OUTBOX_STYLESHEET_PATH, renderOutboxPage } from './outbox-page.ts';

export interface OutboxRoutesOptions {
  outbox: Outbox;
}

const stylesheet = serviceStylesheet(new URL('./outbox.css', import.meta.url));

function recipientFilter(query: unknown): string | null {
  const value = (query as Record<string, unknown> | undefined)?.destinataire;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= 320 ? trimmed : null;
}

/**
 * GET /courriels (French page), GET /courriels.json (same list, newest first), GET /courriels.css.
 * `?destinataire=` filters by address on both.
 */
export const outboxRoutes: FastifyPluginAsync<OutboxRoutesOptions> = async (app, { outbox }) => {
  app.get(OUTBOX_PATH, async (request, reply) => {
    const recipient = recipientFilter(request.query);
    const mails = outbox.list(recipient ? { to: recipient } : {});
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(mails, recipient));
  });
  app.get(`${OUTBOX_PATH}.json`, async (request, reply) => {
    const recipient = recipientFilter(request.query);
    return reply.header('cache-control', 'no-store').send(outbox.list(recipient ? { to: recipient } : {}));
  });
  app.get(OUTBOX_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );
};
