import { messages } from '@portail/ui';

/** The dock's French text (packages/ui's player-messages.fr.ts, loaded with the dock). */
export { playerMessages } from '@portail/ui';

/** What the visitor is told when the player fails (the portal's first screen reads only this block). */
export const playerProblemMessages = messages.playerProblems;
