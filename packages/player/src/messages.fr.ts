import { messages } from '@portail/ui';

/** The player's French text: the `player` block of the one catalogue (packages/ui). */
export const playerMessages = messages.player;

export type PlayerMessages = typeof playerMessages;
