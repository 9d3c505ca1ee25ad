import type { ResponseMode } from './config.ts';
import { FragmentParseError } from './errors.ts';

/** Parameters that belong to the provider's answer and are removed from the address. */
const RESPONSE_PARAMETERS = [
  'state',
  'code',
  'id_token',
  'access_token',
  'token_type',
  'expires_in',
  'scope',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'client_info',
];
const MARKERS = ['state', 'error', 'id_token', 'access_token', 'code'];

function parse(text: string): URLSearchParams {
  const params = new URLSearchParams();
  if (text === '') return params;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    try {
      params.append(
        decode(at === -1 ? pair : pair.slice(0, at)),
        at === -1 ? '' : decode(pair.slice(at + 1)),
      );
    } catch (cause) {
      throw new FragmentParseError({ cause });
    }
  }
  return params;
}

/** Reads the provider's answer from an address (fragment or query); null when there is none. */
export function readCallbackParams(href: string, responseMode: ResponseMode): URLSearchParams | null {
  const url = new URL(href);
  const params = parse((responseMode === 'fragment' ? url.hash : url.search).replace(/^[#?]/, ''));
  return MARKERS.some((name) => params.has(name)) ? params : null;
}

/** The address without the provider's answer: no token, code or state left in the URL. */
function addressWithoutResponse(href: string, responseMode: ResponseMode): string {
  const url = new URL(href);
  if (responseMode === 'fragment') url.hash = '';
  else for (const name of RESPONSE_PARAMETERS) url.searchParams.delete(name);
  return url.href.replace(/#$/, '');
}

export function cleanAddress(win: Window, responseMode: ResponseMode): void {
  win.history.replaceState(win.history.state, '', addressWithoutResponse(win.location.href, responseMode));
}
