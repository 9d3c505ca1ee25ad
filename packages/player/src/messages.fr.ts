import { messages } from '@portail/ui';

/** The dock's French text: the `player` block of the one catalogue (packages/ui). */
export const playerMessages = messages.player;

/** What the visitor is told when the player fails (the portal's first screen reads only this block). */
export const playerProblemMessages = messages.playerProblems;
