import { apiPaths, type RegionsPatchRequest } from '@portail/contracts';
import type { ApiClient } from '@portail/http/api-client';
import { toProductsRegionsBody } from './products-regions.ts';
import type { SelectedRegions } from './selection.ts';

export interface ProfileRegionsRequest {
  /** The member-API client (`@portail/http`), whose API helper gives the host. */
  api: Pick<ApiClient, 'request'>;
  accessToken: string;
  regions: SelectedRegions;
  signal?: AbortSignal;
}

/** Saves a signed-in member's regions: PATCH /id/v3/accounts/me {productsRegions} with string ids. */
export async function saveRegionsToProfile(request: ProfileRegionsRequest): Promise<void> {
  await request.api.request({
    method: 'PATCH',
    api: 'accounts',
    path: apiPaths.accountMe,
    accessToken: request.accessToken,
    body: { productsRegions: toProductsRegionsBody(request.regions) } satisfies RegionsPatchRequest,
    ...(request.signal && { signal: request.signal }),
  });
}
