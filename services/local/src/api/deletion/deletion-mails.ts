import type { Outbox } from '../../mail/index.ts';
import type { Member } from '../../members/index.ts';

const dateFormat = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** Mails `member`, greeting them by their first name before `body`. */
function mailTo(
  outbox: Outbox,
  member: Member,
  { body, ...mail }: Omit<Parameters<Outbox['send']>[0], 'to' | 'text'> & { body: string },
) {
  return outbox.send({ ...mail, to: member.email, text: `Bonjour ${member.firstName},\n\n` + body });
}

/** The three mails of a deletion with a grace period (issue 32 item 3), shown by the outbox. */
export const deletionMails = {
  scheduled(outbox: Outbox, member: Member, purgeAt: string, accountOrigin: string) {
    return mailTo(outbox, member, {
      subject: 'La suppression de votre compte est prévue',
      body:
        `Vous avez demandé la suppression de votre compte. Il sera supprimé le ${dateFormat.format(new Date(purgeAt))}, ` +
        'avec les données qui y sont associées, et vous avez été déconnecté de tous vos appareils.\n\n' +
        'Vous avez changé d’idée? Connectez-vous à Mon compte d’ici là et choisissez « Annuler la suppression » : ' +
        'tout sera rétabli. Si vous n’avez pas fait cette demande, faites-le aussi, puis changez votre mot de passe.',
      link: `${accountOrigin}/`,
      kind: 'account-deletion-scheduled',
    });
  },
  cancelled(outbox: Outbox, member: Member) {
    return mailTo(outbox, member, {
      subject: 'La suppression de votre compte est annulée',
      body: 'Vous avez annulé la suppression de votre compte : votre compte et vos données sont conservés.',
      link: null,
      kind: 'account-deletion-cancelled',
    });
  },
  done(outbox: Outbox, member: Member) {
    return mailTo(outbox, member, {
      subject: 'Votre compte a été supprimé',
      body: 'Le délai de 30 jours est écoulé : votre compte et les données qui y sont associées ont été supprimés. Merci de nous avoir suivis.',
      link: null,
      kind: 'account-deleted',
    });
  },
};
