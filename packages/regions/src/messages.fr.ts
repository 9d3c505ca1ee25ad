import { messages, type regionFormMessages } from '@portail/ui';
import type { SectionKey } from './sections.ts';

/**
 * The region picker's French text: the `regions` block of the one catalogue (packages/ui). The
 * form's texts are @portail/ui's regionFormMessages, loaded with the form at the first opening.
 */
export const regionMessages = messages.regions;

/** Every section has its label in the catalogue (a type: no statement left in the bundles). */
type EverySection<Labels extends Record<SectionKey, string>> = Labels;
export type RegionSectionLabels = EverySection<typeof regionFormMessages.sectionLabels>;
