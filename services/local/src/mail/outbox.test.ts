import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { createActionTokens } from '../members/action-tokens.ts';
import { createMemberStore } from '../members/member-store.ts';
import { sendEmailValidationMail, sendPasswordResetMail } from './member-mails.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { outboxRoutes } from './outbox-routes.ts';

const db = useTestDatabase('outbox');
let outbox: Outbox;
beforeEach(() => {
  outbox = createOutbox(db);
});

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: 'Bonjour',
  link: 'http://127.0.0.1:8082/courriel/valider?jeton=abc',
  kind: 'email-validation' as const,
});

describe('createOutbox', () => {
  it('keeps every mail and lists them newest first, filtered by address whatever its case', () => {
    outbox.send(mail('Julie@Exemple.ca', 'Premier'));
    outbox.send(mail('autre@exemple.ca', 'Deuxième'));
    outbox.send(mail('julie@exemple.ca', 'Troisième'));
    expect(outbox.list().map((sent) => sent.subject)).toEqual(['Troisième', 'Deuxième', 'Premier']);
    expect(outbox.list({ to: 'JULIE@exemple.ca' }).map((sent) => sent.subject)).toEqual([
      'Troisième',
      'Premier',
    ]);
    expect(outbox.latest({ to: 'autre@exemple.ca' })?.subject).toBe('Deuxième');
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });

  it('refuses a link that is not an absolute URL', () => {
    expect(() => outbox.send({ ...mail('a@exemple.ca', 'x'), link: '/relatif' })).toThrow();
  });
});

describe('member mails', () => {
  it('mails single-use reset and validation links on the provider origin', async () => {
    const members = createMemberStore(db);
    const tokens = createActionTokens(db);
    const member = await members.create({
      email: 'lea@exemple.ca',
      password: 'Bonjour-2026',
      firstName: 'Léa',
      lastName: 'Roy',
    });
    const deps = { outbox, tokens, idpOrigin: 'http://127.0.0.1:8082' };
    const reset = sendPasswordResetMail(deps, member, { continueUrl: 'http://127.0.0.1:8081/' });
    const reset_url = new URL(reset.link ?? '');
    expect(reset_url.pathname).toBe('/motdepasse/reinitialiser');
    expect(reset_url.searchParams.get('suite')).toBe('http://127.0.0.1:8081/');
    expect(reset.text).toContain(reset.link);
    expect(tokens.consume(reset_url.searchParams.get('jeton') ?? '', 'reset-password')?.rcId).toBe(
      member.rcId,
    );
    expect(tokens.consume(reset_url.searchParams.get('jeton') ?? '', 'reset-password')).toBeNull();
    const validation = sendEmailValidationMail(deps, member, { interactionUid: 'abc' });
    expect(new URL(validation.link ?? '').pathname).toBe('/interaction/abc/courriel-valide');
    expect(validation.kind).toBe('email-validation');
  });
});

describe('outbox routes', () => {
  it('serves a French page listing each mail with its link, escaped, and the same list as JSON', async () => {
    outbox.send(mail('julie@exemple.ca', 'Validez <votre> adresse'));
    const app = Fastify();
    await app.register(outboxRoutes, { outbox });
    const page = await app.inject('/courriels');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<h1>Courriels envoyés</h1>');
    expect(page.body).toContain('Validez &lt;votre&gt; adresse');
    expect(page.body).toContain('href="http://127.0.0.1:8082/courriel/valider?jeton=abc"');
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/courriels.css"\s*\/?>/);
    expect(page.body).not.toMatch(/<script|<style|style="/);
    const json = await app.inject('/courriels.json?destinataire=JULIE@exemple.ca');
    expect(json.json()).toMatchObject([{ to: 'julie@exemple.ca', kind: 'email-validation' }]);
    expect((await app.inject('/courriels.css')).headers['content-type']).toMatch(/^text\/css/);
    const empty = await app.inject('/courriels?destinataire=personne@exemple.ca');
    expect(empty.body).toContain('Aucun courriel envoyé pour l’instant.');
    await app.close();
  });
});
