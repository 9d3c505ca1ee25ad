import type { MemberToken, TokenVerifier } from './bearer.ts';

/**
 * `verifier`, then `onSession` with the provider session (`sid`) of each token it accepts, when the
 * token names one; `onSession` may throw to refuse the token.
 */
export function onSessionId(
  verifier: TokenVerifier,
  onSession: (member: MemberToken, sid: string) => void,
): TokenVerifier {
  return {
    async verify(token, scope) {
      const member = await verifier.verify(token, scope);
      const sid = member.claims['sid'];
      if (typeof sid === 'string') onSession(member, sid);
      return member;
    },
  };
}
