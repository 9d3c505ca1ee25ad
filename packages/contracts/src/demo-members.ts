/** The demo members that the local services seed (GUIDE.md §3). One password for all. */
export const DEMO_PASSWORD = 'Bonjour-2026';

export interface DemoMember {
  email: string;
  description: string;
}

export const demoMembers: readonly DemoMember[] = [
  { email: 'complet@exemple.ca', description: 'profil complet, courriel vérifié' },
  { email: 'incomplet@exemple.ca', description: 'sans date de naissance, genre ni code postal' },
  { email: 'nonverifie@exemple.ca', description: 'profil complet, courriel non vérifié' },
  { email: 'abonne@exemple.ca', description: 'abonnement payant actif à la diffusion en continu' },
  { email: 'banni@exemple.ca', description: 'banLevel login (accès refusé)' },
  { email: 'employe@exemple.ca', description: 'membre du personnel (politique interne)' },
];
