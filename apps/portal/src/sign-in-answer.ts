import { takeSignInAnswer } from '@portail/identity/address';

/**
 * main.tsx's first import, so that it runs before any other module of the portal: the address loses
 * every sign-in parameter (query and fragment) before telemetry, analytics or the router read it.
 * What it held is kept here for the callback page only (`member/sign-in-adapter.ts`).
 */
export const signInAnswer: string | null = takeSignInAnswer(window);
