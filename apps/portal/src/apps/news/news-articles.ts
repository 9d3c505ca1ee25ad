/**
 * The articles that the local page data publishes (the home's headlines, every section's « À lire »):
 * the addresses that visits from search and social links land on. The build pre-renders each of
 * them (src/prerender.tsx); any other article address renders on the client.
 */
export const ARTICLES = [
  {
    href: '/nouvelle/2145678/pont-champlain-travaux',
    label: 'Travaux sur le pont Champlain : ce qui change pour les usagers',
    note: 'Grand Montréal',
  },
  {
    href: '/nouvelle/2145702/budget-quebec-sante',
    label: 'Budget du Québec : la santé obtient la plus grande part',
    note: 'Politique',
  },
  {
    href: '/nouvelle/2145733/ete-record-chaleur-estrie',
    label: 'Un été de chaleur record en Estrie',
    note: 'Estrie',
  },
];
