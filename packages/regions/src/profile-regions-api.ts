import { ACCOUNT_ME_PATH } from '@portail/contracts';
import { RegionHttpError, RegionNetworkError } from './errors.ts';
import { toProductsRegionsBody } from './products-regions.ts';
import type { SelectedRegions } from './selection.ts';

export interface ProfileRegionsRequest {
  fetch: typeof fetch;
  /** The member APIs' origin, e.g. http://localhost:8083. */
  apiOrigin: string;
  accessToken: string;
  regions: SelectedRegions;
  signal?: AbortSignal;
}

/** Saves a signed-in member's regions: PATCH /id/v3/accounts/me {productsRegions} with string ids. */
export async function saveRegionsToProfile(request: ProfileRegionsRequest): Promise<void> {
  const url = `${request.apiOrigin}${ACCOUNT_ME_PATH}`;
  let response: Response;
  try {
    response = await request.fetch(url, {
      method: 'PATCH',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${request.accessToken}`,
      },
      body: JSON.stringify({ productsRegions: toProductsRegionsBody(request.regions) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new RegionNetworkError(url, error);
  }
  if (!response.ok) throw new RegionHttpError(url, response.status);
}
