import { DEMO_PASSWORD } from '@portail/contracts';
import type { NewMember } from './member.ts';

/**
 * The six demo members of GUIDE.md §3, with fixed rcIds so that tests and people can name them.
 * One password for all: DEMO_PASSWORD.
 */
/**
 * The hash of DEMO_PASSWORD at the current cost, computed once and kept here: the demo password is
 * public, and one scrypt at OWASP's cost per seeded or test member would slow every start and every
 * test (password-hash.test.ts checks that it still verifies and is of the current cost).
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$FBwEcF_OktzAr8Na1M_XTg$3ZWcQLDQ-9xbSNdHelRQXBrCYlf5N_Tn5MGd4hyPVr0Au638VmB0MW0043AJ5V87TkqlrEuNYXXgl3tDWzj36g';

export const demoRcIds = {
  complet: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a01',
  incomplet: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a02',
  nonverifie: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a03',
  abonne: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a04',
  banni: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a05',
  employe: '5f0c2a4e-1b7d-4c39-9a61-0d3e8b2f7a06',
} as const;

export const demoMemberSeeds: readonly NewMember[] = [
  {
    rcId: demoRcIds.complet,
    email: 'complet@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Geneviève',
    lastName: 'Tremblay',
    birthMonth: 5,
    birthYear: 1984,
    gender: 2,
    postalCode: 'H2X 1Y4',
    isEmailVerified: true,
  },
  {
    rcId: demoRcIds.incomplet,
    email: 'incomplet@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Mathieu',
    lastName: 'Gagnon',
    isEmailVerified: true,
  },
  {
    rcId: demoRcIds.nonverifie,
    email: 'nonverifie@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Isabelle',
    lastName: 'Côté',
    birthMonth: 11,
    birthYear: 1991,
    gender: 2,
    postalCode: 'G1R 4P5',
    isEmailVerified: false,
    productsRegions: { info: 3, premiere: 3, tele: 3 },
  },
  {
    rcId: demoRcIds.abonne,
    email: 'abonne@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Louis',
    lastName: 'Bouchard',
    birthMonth: 2,
    birthYear: 1976,
    gender: 1,
    postalCode: 'J4K 2T8',
    isEmailVerified: true,
    hasActiveSubscription: true,
  },
  {
    rcId: demoRcIds.banni,
    email: 'banni@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Kevin',
    lastName: 'Lavoie',
    birthMonth: 8,
    birthYear: 1995,
    gender: 4,
    postalCode: 'H1N 3C2',
    isEmailVerified: true,
    banLevel: 'login',
  },
  {
    rcId: demoRcIds.employe,
    email: 'employe@exemple.ca',
    password: DEMO_PASSWORD,
    firstName: 'Marie-Claude',
    lastName: 'Bergeron',
    birthMonth: 9,
    birthYear: 1988,
    gender: 0,
    postalCode: 'H2L 2M2',
    isEmailVerified: true,
    employeeId: 'E104233',
    ldapUsername: 'mcbergeron',
  },
];
