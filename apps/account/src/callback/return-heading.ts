import { accountReturnMessages } from '@portail/ui';
import type { MemberCenterReturn } from './member-center-return.ts';

const text = accountReturnMessages;

/**
 * The heading of the return page when the outcome alone decides it, known as soon as the sign-in
 * answer has been read: a password change, a refused flow, a visit without an answer. An email
 * validation's heading waits for the member's profile (verified or not): null.
 */
export function returnHeadingOf(outcome: MemberCenterReturn): string | null {
  switch (outcome) {
    case 'passwordChange':
      return text.passwordChangedTitle;
    case 'failed':
      return text.failedTitle;
    case 'unknown':
      return text.unknownTitle;
    default:
      return null;
  }
}
