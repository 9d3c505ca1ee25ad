import { NginxMissingError } from './apps/nginx-process.ts';
import { IdpShapeError } from './idp/idp-shape.ts';
import { TokenLifetimeError } from './idp/token-lifetimes.ts';
import { PortBusyError } from './listen.ts';
import { SitesSettingError } from './sites/sites-setting.ts';
import { HttpsSettingError } from './tls/https-setting.ts';
import { LocalTlsError } from './tls/local-tls.ts';

/** The errors whose message says all a person starting the stack needs: a busy port, a bad setting, a missing tool. */
const SETTING_ERRORS = [
  PortBusyError,
  TokenLifetimeError,
  IdpShapeError,
  LocalTlsError,
  NginxMissingError,
  HttpsSettingError,
  SitesSettingError,
];

export function isStartSettingError(error: unknown): error is Error {
  return SETTING_ERRORS.some((kind) => error instanceof kind);
}

/**
 * What the start scripts (npm start, npm run dev, npm run services, the e2e stack) do with an error of
 * their start: a setting error ends the process with its one-line message; anything else is thrown on.
 */
export function exitOnStartSettingError(error: unknown): never {
  if (isStartSettingError(error)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
