import { describe, expect, it } from 'vitest';
import { AUTH_STATE_KEY, readAuthState } from './auth-state.ts';

function storageWith(value: string | null) {
  return {
    getItem: (key: string) => (key === AUTH_STATE_KEY ? value : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

describe('the authState session key', () => {
  it('is named as the spec names it', () => {
    expect(AUTH_STATE_KEY).toBe('authState');
  });

  it('reads the remembered name and photo', () => {
    const kept = JSON.stringify({ name: 'Louis Bouchard', picture: 'http://localhost:8083/avatars/a.png' });
    expect(readAuthState(storageWith(kept))).toEqual({
      name: 'Louis Bouchard',
      picture: 'http://localhost:8083/avatars/a.png',
    });
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{name'],
    ['not an object', '"Louis"'],
    ['no name', JSON.stringify({ picture: null })],
    ['a blank name', JSON.stringify({ name: '  ', picture: null })],
  ])('reads nothing from %s', (_case, value) => {
    expect(readAuthState(storageWith(value))).toBeNull();
  });

  it('drops a photo that is not a web address', () => {
    for (const picture of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 42, '/relative.png']) {
      expect(readAuthState(storageWith(JSON.stringify({ name: 'Louis', picture })))).toEqual({
        name: 'Louis',
        picture: null,
      });
    }
  });

  it('reads nothing without a storage, or from one that throws', () => {
    expect(readAuthState(null)).toBeNull();
    const throwing = {
      ...storageWith(null),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readAuthState(throwing)).toBeNull();
  });
});
