import { describe, expect, it, vi } from 'vitest';
import { createPromptActions } from './prompt-actions.ts';

describe('createPromptActions', () => {
  it('hands the password to the handler of the action the prompt names', async () => {
    const prompts = createPromptActions();
    const save = vi.fn(async () => ({ passwordError: 'Non.' }));
    const deletion = vi.fn(async () => null);
    prompts.handle('profile-save', save);
    prompts.handle('account-deletion', deletion);
    await expect(prompts.run('profile-save', 'secret')).resolves.toEqual({ passwordError: 'Non.' });
    expect(save).toHaveBeenCalledWith('secret');
    expect(deletion).not.toHaveBeenCalled();
  });

  it('has nothing to run once its handler is gone, and a stale cleanup leaves a newer handler in place', async () => {
    const prompts = createPromptActions();
    const first = vi.fn(async () => null);
    const second = vi.fn(async () => null);
    const stopFirst = prompts.handle('profile-save', first);
    stopFirst();
    expect(prompts.run('profile-save', 'secret')).toBeUndefined();
    const stopSecond = prompts.handle('profile-save', second);
    stopFirst();
    await prompts.run('profile-save', 'secret');
    expect(second).toHaveBeenCalledTimes(1);
    stopSecond();
    expect(prompts.run('profile-save', 'secret')).toBeUndefined();
    expect(first).not.toHaveBeenCalled();
  });
});
