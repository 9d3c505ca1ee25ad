import { providerEndpointFor, type PolicyKey, type RuntimeConfig } from '@portail/contracts';

/**
 * A member-center flow's plain authorize address (no state recorded: the fallback of flow-url.ts).
 * B2C: the tenant's policy in the address; External ID: the one user flow's sign-in page
 * (`prompt=login`), where the tenant offers its password reset (packages/identity/README.md).
 */
function policyAuthorizeUrl(config: RuntimeConfig, policy: PolicyKey): string {
  const { identity } = config.deployment;
  const url = new URL(providerEndpointFor(identity, policy, 'authorize'));
  url.search = new URLSearchParams({
    client_id: identity.clientIds.account,
    redirect_uri: `${config.accountOrigin}${identity.paths.memberCenterCallback}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid',
    ui_locales: 'fr',
    ...(identity.kind === 'external-id' ? { prompt: 'login' } : {}),
  }).toString();
  return url.toString();
}

/** b2CUrlPolicy of the profile save and validation mail: the provider's email-validation flow. */
export function emailValidationUrl(config: RuntimeConfig): string {
  return policyAuthorizeUrl(config, 'emailValidation');
}

/** b2CUrlPolicy of the reset mail: the provider's change-password flow, back to the callback route. */
export function changePasswordUrl(config: RuntimeConfig): string {
  return policyAuthorizeUrl(config, 'changePassword');
}
