import {
  clientIds,
  MEMBER_CENTER_CALLBACK_PATH,
  policies,
  policyBase,
  type PolicyName,
  type PortailConfig,
} from '@portail/contracts';

function policyAuthorizeUrl(config: PortailConfig, policy: PolicyName): string {
  const url = new URL(`${policyBase(config.idpOrigin, policy)}/oauth2/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: clientIds.account,
    redirect_uri: `${config.accountOrigin}${MEMBER_CENTER_CALLBACK_PATH}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid',
    ui_locales: 'fr',
  }).toString();
  return url.toString();
}

/** b2CUrlPolicy of the profile save and validation mail: the provider's email-validation flow. */
export function emailValidationUrl(config: PortailConfig): string {
  return policyAuthorizeUrl(config, policies.emailValidation);
}

/** b2CUrlPolicy of the reset mail: the provider's change-password flow, back to the callback route. */
export function changePasswordUrl(config: PortailConfig): string {
  return policyAuthorizeUrl(config, policies.changePassword);
}
