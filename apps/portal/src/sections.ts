/** The portal's main sections as the header lists them. */
export interface Section {
  label: string;
  path: string;
  description: string;
}

export const sections: readonly Section[] = [
  { label: 'Info', path: '/info', description: 'L’actualité d’ici et d’ailleurs, en continu.' },
  { label: 'Sports', path: '/sports', description: 'Résultats, analyses et grands rendez-vous sportifs.' },
  { label: 'Arts', path: '/arts', description: 'Culture, spectacles, cinéma et musique.' },
  { label: 'OHdio', path: '/ohdio', description: 'Balados, livres audio et radio en direct.' },
  { label: 'Télé', path: '/tele', description: 'Émissions, séries et grilles horaires.' },
  { label: 'Mordu', path: '/mordu', description: 'Recettes et conseils pour bien manger.' },
];
