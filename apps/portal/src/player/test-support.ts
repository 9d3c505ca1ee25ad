import type { AudioEpisode, LiveStation } from '@portail/contracts';
import { audioCatalogueSample } from '@portail/contracts/wire-samples';

/** The live station of the portal's player tests: ICI Première Montréal, the contract's sample catalogue's. */
export const montrealStation: LiveStation = audioCatalogueSample.stations[0] as LiveStation;

/** The sample catalogue's episode (with its ad): « Chanson québécoise : 50 ans de Superfrancofête ». */
export const sampleEpisode = audioCatalogueSample.episodes[0] as AudioEpisode;
