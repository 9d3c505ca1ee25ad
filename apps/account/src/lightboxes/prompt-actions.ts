import type { PasswordPromptAction, PasswordPromptResult } from './payloads.ts';

/** Confirms an action with the password the member typed in its prompt. */
export type PasswordPromptHandler = (password: string) => Promise<PasswordPromptResult>;

/**
 * Who carries out each password prompt's action. The lightbox store holds only the action's id
 * (data); the part of the page that owns the action (the profile form for its save, the deletion
 * section) handles it while it is mounted, and the prompt hands the password over through `run`.
 */
export interface PromptActions {
  /** Handles `action` until the returned function is called (an effect's cleanup). */
  handle(action: PasswordPromptAction, handler: PasswordPromptHandler): () => void;
  /** Runs the action's handler; `undefined` when nothing on the page handles it any more. */
  run(action: PasswordPromptAction, password: string): Promise<PasswordPromptResult> | undefined;
}

export function createPromptActions(): PromptActions {
  const handlers = new Map<PasswordPromptAction, PasswordPromptHandler>();
  return {
    handle(action, handler) {
      handlers.set(action, handler);
      return () => {
        if (handlers.get(action) === handler) handlers.delete(action);
      };
    },
    run: (action, password) => handlers.get(action)?.(password),
  };
}
