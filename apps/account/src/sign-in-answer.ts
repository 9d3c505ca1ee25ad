import { takeSignInAnswer } from '@portail/identity/address';

/**
 * main.tsx's first import, so that it runs before any other module of Mon compte: the address loses
 * every sign-in parameter (query and fragment) before the router or analytics read it. What it held
 * is handed to the sign-in client on the callback pages only (`wiring.ts`).
 */
export const signInAnswer: string | null = takeSignInAnswer(window);
