import { describe, expect, it, vi } from 'vitest';
import { testConfig as config } from '../testing/fakes.tsx';
import { emailValidationUrl } from '../provider-urls.ts';
import type { Session } from '../session/session.ts';
import { memberCenterB2CUrlPolicy } from './flow-url.ts';

const session = (memberCenterFlowUrl?: Session['memberCenterFlowUrl']): Session => ({
  getUser: async () => null,
  getAccessToken: async () => null,
  login: async () => undefined,
  logout: () => undefined,
  ...(memberCenterFlowUrl ? { memberCenterFlowUrl } : {}),
});

describe('memberCenterB2CUrlPolicy', () => {
  it('asks the sign-in client for an address with a recorded state', async () => {
    const flowUrl = vi.fn(async () => 'http://localhost:8082/avec-etat');
    expect(await memberCenterB2CUrlPolicy(session(flowUrl), config, 'changePassword')).toBe(
      'http://localhost:8082/avec-etat',
    );
    expect(flowUrl).toHaveBeenCalledWith('changePassword');
  });

  it('falls back to the plain policy address without a sign-in client or when it fails', async () => {
    expect(await memberCenterB2CUrlPolicy(session(), config, 'emailValidation')).toBe(
      emailValidationUrl(config),
    );
    const failing = vi.fn(async () => Promise.reject(new Error('non initialisé')));
    expect(await memberCenterB2CUrlPolicy(session(failing), config, 'emailValidation')).toBe(
      emailValidationUrl(config),
    );
  });
});
