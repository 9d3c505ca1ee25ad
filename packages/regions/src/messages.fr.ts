import { messages } from '@portail/ui';
import type { SectionKey } from './sections.ts';

/** The region picker's French text: the `regions` block of the one catalogue (packages/ui). */
export const regionMessages = messages.regions;

// Every section has its label in the catalogue.
regionMessages.sectionLabels satisfies Record<SectionKey, string>;
