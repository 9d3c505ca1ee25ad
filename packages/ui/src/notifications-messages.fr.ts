/**
 * The alerts switch’s texts (« Sur le vif » push notifications): a module of its own, so that they load with the switch (on demand) and not with
 * the catalogue's first-script sections (messages.fr.ts): an exported section of that module is in the
 * first script of every app that reads it anywhere.
 */
export const notificationsMessages = {
  title: 'Notifications',
  description:
    'Recevez les alertes « Sur le vif » : les nouvelles importantes dès qu’elles tombent, même quand le portail est fermé.',
  toggle: 'Alertes « Sur le vif »',
  on: 'Activées',
  off: 'Désactivées',
  subscribed: 'Les alertes « Sur le vif » sont activées.',
  unsubscribed: 'Les alertes « Sur le vif » sont désactivées.',
  pending: 'Un instant…',
  subscribeFailed:
    'Impossible d’activer les alertes. Vérifiez que les notifications sont permises pour ce site, puis réessayez.',
  unsubscribeFailed: 'Impossible de désactiver les alertes pour le moment. Réessayez plus tard.',
  unsupported: 'Votre navigateur ne permet pas de recevoir les notifications du portail.',
  offline: 'Vous êtes hors ligne : les alertes pourront être modifiées au retour de la connexion.',
} as const;
