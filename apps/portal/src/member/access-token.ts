/**
 * The signed-in member's access token as the portal's member API calls send it: what the sign-in
 * wrapper hands over after every save of tokens, in this tab or another (its `onAccessToken`,
 * SPEC.md §4.2: a sign-in, a renewal), or what the user read at start carries (tokens that were
 * already saved); forgotten at a sign-out in any tab.
 */
export interface LatestAccessToken {
  readonly value: string | null;
  receive(token: string): void;
  forget(): void;
}

export function latestAccessToken(): LatestAccessToken {
  let value: string | null = null;
  return {
    get value() {
      return value;
    },
    receive(token) {
      value = token || null;
    },
    forget() {
      value = null;
    },
  };
}
