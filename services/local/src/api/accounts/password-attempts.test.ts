import { describe, expect, it } from 'vitest';
import { createPasswordAttempts } from './password-attempts.ts';

function setup() {
  let clock = 1_000_000;
  const attempts = createPasswordAttempts({ now: () => clock });
  const waitAfter = (id: string) => {
    try {
      attempts.check(id);
      return 0;
    } catch (error) {
      return (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
  };
  return { attempts, waitAfter, advance: (ms: number) => (clock += ms) };
}

describe('createPasswordAttempts', () => {
  it('lets five wrong passwords through, then makes each next try wait 30 s, 60 s, 120 s … up to 15 min', () => {
    const { attempts, waitAfter, advance } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wait = waitAfter('a');
      waits.push(wait);
      advance(wait * 1000);
      attempts.failed('a');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('answers 429 with the French message while waiting, and counts each account apart', () => {
    const { attempts, waitAfter } = setup();
    for (let i = 0; i < 5; i += 1) attempts.failed('a');
    expect(() => attempts.check('a')).toThrow(
      'Trop de tentatives avec un mauvais mot de passe. Veuillez patienter avant de réessayer.',
    );
    expect(waitAfter('b')).toBe(0);
  });

  it('starts over after a right password or an hour without a wrong one', () => {
    const { attempts, waitAfter, advance } = setup();
    for (let i = 0; i < 6; i += 1) attempts.failed('a');
    attempts.succeeded('a');
    expect(waitAfter('a')).toBe(0);
    for (let i = 0; i < 6; i += 1) attempts.failed('b');
    advance(60 * 60_000 + 1);
    expect(waitAfter('b')).toBe(0);
  });
});
