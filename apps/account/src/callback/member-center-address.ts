import { MEMBER_CENTER_CALLBACK_PATH } from '@portail/contracts';

/** SPEC.md §4.7: the address is /callback/membercenter and carries a provider answer (state=, error=…). */
export function isMemberCenterReturn(location: Pick<Location, 'pathname' | 'hash' | 'search'>): boolean {
  if (location.pathname !== MEMBER_CENTER_CALLBACK_PATH) return false;
  const answer = `${location.hash}&${location.search}`;
  return /[#?&](state|error|id_token)=/.test(answer);
}
