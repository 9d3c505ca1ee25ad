import { IdentityError, IframeTimeoutError, ProviderError } from './errors.ts';

/**
 * The answers of a hidden-iframe renewal that a full-page renewal may still get past: the provider
 * saw no session in the frame (`login_required`, or B2C's `interaction_required` AADB2C90077:
 * https://learn.microsoft.com/azure/active-directory-b2c/error-codes), which is what a browser that
 * withholds third-party cookies causes, or no answer at all in time (the frame's page was blocked, or
 * the provider is down).
 */
export function iframeCannotRenew(error: unknown): boolean {
  if (error instanceof IframeTimeoutError) return true;
  return (
    error instanceof ProviderError &&
    (error.error === 'login_required' || error.error === 'interaction_required')
  );
}

/** A failure to reach the provider at all (fetch's network error), not an answer of its own. */
export function unreachable(error: unknown): boolean {
  return !(error instanceof IdentityError);
}

/**
 * Whether the provider is on another site than the page, so that a browser may withhold its cookie
 * from the hidden iframe (third-party cookies blocked). A site is approximated by the host's last two
 * labels (`connexion.exemple.ca` and `portail.exemple.ca` are one site; `portail.localhost` and
 * `connexion.localhost` two; every port of one host one): a public suffix of two labels (`qc.ca`)
 * counts as another site, which only lets the full-page renewal be tried before the refresh error.
 * On one site the frame's answer is the provider's own, and SPEC.md §4.2's refresh error stands.
 */
export function providerOnAnotherSite(pageOrigin: string, providerUrl: string): boolean {
  const site = (host: string) => host.split('.').slice(-2).join('.');
  return site(new URL(pageOrigin).hostname) !== site(new URL(providerUrl).hostname);
}
