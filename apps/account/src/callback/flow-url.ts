import type { RuntimeConfig } from '@portail/contracts';
import { changePasswordUrl, emailValidationUrl } from '../provider-urls.ts';
import type { Session } from '../session/session.ts';

/**
 * The b2CUrlPolicy of a provider flow that returns to /callback/membercenter. Through the sign-in
 * client when it can (its state recorded, so that packages/identity recognises the return and says
 * which flow it was); the plain policy address otherwise (fakes, or the client failing).
 */
export async function memberCenterB2CUrlPolicy(
  session: Session,
  config: RuntimeConfig,
  flow: 'emailValidation' | 'changePassword',
): Promise<string> {
  const plain = flow === 'emailValidation' ? emailValidationUrl(config) : changePasswordUrl(config);
  if (!session.memberCenterFlowUrl) return plain;
  try {
    return await session.memberCenterFlowUrl(flow);
  } catch {
    return plain;
  }
}
