import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { actionTokenLifetimesMs, createActionTokens } from './action-tokens.ts';
import { createMemberStore } from './member-store.ts';

const db = useTestDatabase('tokens');

describe('createActionTokens', () => {
  it('issues single-use tokens for one purpose that expire after their lifetime', async () => {
    const member = await createMemberStore(db).create({
      email: 'a@exemple.ca',
      password: 'Bonjour-2026',
      firstName: 'A',
      lastName: 'B',
    });
    const tokens = createActionTokens(db);
    const now = 1_000_000;
    const token = tokens.issue({ rcId: member.rcId, purpose: 'reset-password', email: member.email, now });
    expect(tokens.peek(token, 'verify-email', now)).toBeNull();
    expect(tokens.peek(token, 'reset-password', now + actionTokenLifetimesMs['reset-password'])).toBeNull();
    expect(tokens.peek(token, 'reset-password', now + 1)?.rcId).toBe(member.rcId);
    expect(tokens.consume(token, 'reset-password', now + 1)?.email).toBe('a@exemple.ca');
    expect(tokens.consume(token, 'reset-password', now + 2)).toBeNull();
    expect(tokens.countIssuedSince(member.rcId, 'reset-password', now - 1)).toBe(1);
    expect(tokens.countIssuedSince(member.rcId, 'reset-password', now + 1)).toBe(0);
    expect(db.prepare('SELECT token_hash FROM member_action_tokens').get()).not.toEqual({
      token_hash: token,
    });
  });
});
