import { describe, expect, it } from 'vitest';
import { UnknownApplicationError } from '@portail/http';
import { createAppRegistry } from './app-registry.ts';
import { APP_IDS, APP_REGISTRY } from './registry.ts';

const registry = createAppRegistry();

/** Every pattern of SPEC.md §2.1: a path it serves and a nearby path it does not. */
const patternTable: [pattern: string, app: string, matching: string, notMatching: string][] = [
  [
    '/nouvelle/{number}/{slug}',
    'news',
    '/nouvelle/2145678/pont-champlain-travaux',
    '/nouvelle/pont/champlain',
  ],
  ['/info', 'news', '/info/en-continu', '/infos'],
  ['/sports', 'news', '/sports/hockey/canadiens', '/sportsnet'],
  ['/arts', 'news', '/arts/cinema', '/artsy'],
  ['/espaces-autochtones', 'news', '/espaces-autochtones/territoires', '/espaces'],
  ['/abitibi-temiscamingue', 'news', '/abitibi-temiscamingue/actualites', '/abitibi'],
  ['/alberta', 'news', '/alberta/edmonton', '/albertaine'],
  [
    '/colombie-britannique-et-yukon',
    'news',
    '/colombie-britannique-et-yukon/vancouver',
    '/colombie-britannique',
  ],
  ['/cote-nord', 'news', '/cote-nord/sept-iles', '/cote'],
  ['/est-du-quebec', 'news', '/est-du-quebec/rimouski', '/est'],
  ['/gaspesie-les-iles', 'news', '/gaspesie-les-iles/gaspe', '/gaspesie'],
  ['/manitoba', 'news', '/manitoba/winnipeg', '/manitobain'],
  ['/mauricie-centre-du-quebec', 'news', '/mauricie-centre-du-quebec/trois-rivieres', '/mauricie'],
  ['/nord-de-l-ontario', 'news', '/nord-de-l-ontario/sudbury', '/nord'],
  ['/ottawa-gatineau', 'news', '/ottawa-gatineau/actualites', '/ottawa'],
  ['/quebec', 'news', '/quebec/capitale', '/quebecois'],
  ['/saguenay-lac-saint-jean', 'news', '/saguenay-lac-saint-jean/chicoutimi', '/saguenay'],
  ['/saskatchewan', 'news', '/saskatchewan/regina', '/saskatoon'],
  ['/archives', 'news', '/archives/1970', '/archive'],
  ['/art-de-vivre', 'news', '/art-de-vivre/jardinage', '/art-de'],
  ['/coronavirus-covid-19', 'news', '/coronavirus-covid-19/vaccins', '/coronavirus'],
  ['/economie', 'news', '/economie/emploi', '/economies'],
  ['/environnement', 'news', '/environnement/climat', '/environ'],
  ['/guerre-ukraine', 'news', '/guerre-ukraine/chronologie', '/guerre'],
  ['/info/attachment', 'news', '/info/attachment/fichier.pdf', '/attachment'],
  ['/info/mon-info/ma-liste', 'news', '/info/mon-info/ma-liste', '/info/mon-info/mes-listes'],
  ['/info/mon-info/mes-suivis', 'news', '/info/mon-info/mes-suivis/sujets', '/info/mon-info/suivis'],
  ['/insolite', 'news', '/insolite/animaux', '/insolites'],
  ['/international', 'news', '/international/europe', '/internationale'],
  ['/jeux-olympiques', 'news', '/jeux-olympiques/resultats', '/jeux'],
  ['/jeux-paralympiques', 'news', '/jeux-paralympiques/athletes', '/paralympiques'],
  ['/justice-et-faits-divers', 'news', '/justice-et-faits-divers/proces', '/justice'],
  ['/mises-au-point', 'news', '/mises-au-point/verification', '/mise-au-point'],
  ['/nouvelles-lsq', 'news', '/nouvelles-lsq/semaine', '/nouvelles'],
  ['/politique', 'news', '/politique/ottawa', '/politiques'],
  ['/profil', 'news', '/profil/journaliste', '/profile'],
  ['/rss', 'news', '/rss/1000524', '/rsss'],
  ['/sante', 'news', '/sante/hopitaux', '/santes'],
  ['/science', 'news', '/science/espace', '/sciences'],
  ['/societe', 'news', '/societe/logement', '/societes'],
  ['/techno', 'news', '/techno/ia', '/technologie'],
  ['/theme/', 'news', '/theme/crise-du-logement', '/theme'],
  ['/estrie', 'news', '/estrie/sherbrooke', '/estriens'],
  ['/grand-nord', 'news', '/grand-nord/nunavik', '/grand'],
  ['/grandmontreal', 'news', '/grandmontreal/metro', '/grand-montreal'],
  ['/ontario/toronto', 'news', '/ontario/toronto/transport', '/ontario/ottawa'],
  ['/ontario/windsor', 'news', '/ontario/windsor', '/ontario'],
  ['/milanocortina2026', 'news', '/milanocortina2026/ski', '/milanocortina'],
  ['/acadie/nouveau-brunswick', 'news', '/acadie/nouveau-brunswick/moncton', '/acadie'],
  ['/acadie/nouvelle-ecosse', 'news', '/acadie/nouvelle-ecosse/halifax', '/acadie/nouvelle'],
  ['/acadie/ile-du-prince-edouard', 'news', '/acadie/ile-du-prince-edouard', '/acadie/ile'],
  [
    '/acadie/terre-neuve-et-labrador',
    'news',
    '/acadie/terre-neuve-et-labrador/st-johns',
    '/acadie/terre-neuve',
  ],
  ['/elections-federales-2025', 'news', '/elections-federales-2025/resultats', '/elections-federales-2021'],
  ['/elections-quebec-2026', 'news', '/elections-quebec-2026/circonscriptions', '/elections-quebec'],
  ['/elections-municipales-2025', 'news', '/elections-municipales-2025/montreal', '/elections-municipales'],
  ['/ohdio', 'ohdio', '/ohdio/balados/9876/les-grands-entretiens', '/ohdios'],
  ['/premiere', 'ohdio', '/premiere/emissions/bien-entendu', '/premieres'],
  ['/tele', 'tv', '/tele/les-enfants-de-la-tele', '/telejournal'],
  ['/rdi/…/site', 'tv', '/rdi/les-coulisses-du-pouvoir/site', '/rdi/les-coulisses-du-pouvoir'],
  ['/decrypteurs', 'tv', '/decrypteurs/fausses-nouvelles', '/decrypteur'],
  ['/fiches', 'stories', '/fiches/les-oiseaux', '/fiche'],
  ['/recit-numerique', 'stories', '/recit-numerique/4567/le-fleuve', '/recit'],
  ['/recits-numeriques', 'stories', '/recits-numeriques/1234', '/recits'],
  ['/recit-video', 'stories', '/recit-video/la-traversee', '/recit-videos'],
  ['/empreintes', 'stories', '/empreintes/anne-hebert', '/empreinte'],
  ['/reportage-photo', 'stories', '/reportage-photo/3456/banquise', '/reportage'],
  ['/photoreportage', 'stories', '/photoreportage/8765', '/photo'],
  ['/mordu', 'food', '/mordu/recettes/tarte-au-sucre', '/morduu'],
  ['/utils', 'utils', '/utils/redirection', '/util'],
  ['/web-adhoc', 'webmaster', '/web-adhoc/outils', '/web'],
  ['/a11y', 'a11y', '/a11y/declaration', '/a11'],
];

/** Every exception of SPEC.md §2.1: a path its prefix would cover, that the news application does not serve. */
const exceptionTable: [exception: string, path: string][] = [
  ['/info except module-electorale', '/info/module-electorale/carte'],
  ['/info except mon-info', '/info/mon-info'],
  ['/info except infolettre', '/info/infolettre'],
  ['/sports except podium', '/sports/podium'],
  ['/sports except the broadcast schedule', '/sports/horaire-des-diffusions'],
  ['/sports except the hockey calendar', '/sports/hockey/calendrier'],
  ['/sports except the hockey standings', '/sports/hockey/classements'],
  ['/sports except the soccer calendar', '/sports/soccer/calendrier'],
  ['/sports except the soccer standings', '/sports/soccer/classements'],
  ['/sports except infolettre', '/sports/infolettre'],
  ['/sports except special', '/sports/special/coupe-du-monde'],
  ['/arts except solo', '/arts/solo'],
  ['/arts except livres', '/arts/livres/romans'],
  ['/espaces-autochtones except infolettre', '/espaces-autochtones/infolettre'],
  ['/espaces-autochtones except balados', '/espaces-autochtones/balados'],
  ['/espaces-autochtones except emissions', '/espaces-autochtones/emissions/le-chemin'],
  ['/espaces-autochtones except special', '/espaces-autochtones/special'],
  ...[
    'abitibi-temiscamingue',
    'alberta',
    'colombie-britannique-et-yukon',
    'cote-nord',
    'est-du-quebec',
    'gaspesie-les-iles',
    'manitoba',
    'mauricie-centre-du-quebec',
    'nord-de-l-ontario',
    'ottawa-gatineau',
    'quebec',
    'saguenay-lac-saint-jean',
    'saskatchewan',
  ].flatMap((region): [string, string][] => [
    [`/${region} except infolettre`, `/${region}/infolettre`],
    [`/${region} except emissions`, `/${region}/emissions/le-matin`],
  ]),
  ['/ottawa-gatineau except circulation', '/ottawa-gatineau/circulation'],
  ['/quebec except circulation', '/quebec/circulation'],
];

describe('application registry', () => {
  it('holds the 17 applications of the spec, each with an id and a display name', () => {
    expect(APP_REGISTRY.map((entry) => entry.id)).toEqual([...APP_IDS]);
    expect(APP_IDS).toHaveLength(17);
    for (const entry of APP_REGISTRY) expect(registry.displayName(entry.id)).not.toBe('');
  });

  it('gives no URL pattern to profile, sso, rci, maj, demo, playground, player, ads and body-html', () => {
    const withoutPatterns = APP_REGISTRY.filter((entry) => entry.patterns.length === 0).map(
      (entry) => entry.id,
    );
    expect(withoutPatterns).toEqual([
      'profile',
      'sso',
      'rci',
      'maj',
      'demo',
      'playground',
      'player',
      'ads',
      'body-html',
    ]);
  });

  it.each(patternTable)('pattern %s is served by %s: %s matches', (_pattern, app, matching) => {
    expect(registry.appForPath(matching)).toBe(app);
  });

  it.each(patternTable)('pattern %s (%s) does not cover %s', (_pattern, app, _matching, notMatching) => {
    expect(registry.appForPath(notMatching)).not.toBe(app);
  });

  it.each(exceptionTable)('%s: %s is not served by the news application', (_exception, path) => {
    expect(registry.appForPath(path)).toBeUndefined();
  });

  it('serves the mon-info sub-pages that the /info exception would otherwise remove', () => {
    expect(registry.appForPath('/info/mon-info/ma-liste')).toBe('news');
    expect(registry.appForPath('/info/mon-info/mes-suivis')).toBe('news');
    expect(registry.appForPath('/info/mon-info/autre')).toBeUndefined();
  });

  it('matches prefixes without regard to letter case, like the server', () => {
    expect(registry.appForPath('/OHdio/balados')).toBe('ohdio');
  });

  it('builds display names and refuses an unknown application id with the id and the registry', () => {
    expect(registry.displayName('ohdio')).toBe('OHdio');
    const error = (() => {
      try {
        registry.displayName('meteo');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UnknownApplicationError);
    expect(error).toMatchObject({ code: 'UNKNOWN_APPLICATION', appId: 'meteo' });
    expect((error as Error).message).toContain('« meteo »');
    expect((error as Error).message).toContain('news, ohdio, tv');
  });
});
