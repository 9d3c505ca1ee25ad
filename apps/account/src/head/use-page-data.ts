import { useEffect, useState } from 'react';
import type { AccountApi } from '../api/account-api.ts';
import { ApiError } from '@portail/http/api-client';
import type { PageData, PageDataKind } from '../api/types.ts';

export type PageDataState =
  { status: 'loading' } | { status: 'ready'; page: PageData } | { status: 'notFound' } | { status: 'failed' };

/**
 * Loads a route's page data from the sphere API. A page whose status is not 200 (any error answer
 * of the sphere API) is the not-found state (SPEC.md §2.3); when no answer came at all (a network
 * failure), the page stays usable with its default head.
 */
export function usePageData(api: AccountApi, kind: PageDataKind | null): PageDataState {
  const [state, setState] = useState<{ kind: PageDataKind | null; value: PageDataState }>({
    kind,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (kind === null) return;
    let current = true;
    api.getPageData(kind).then(
      (page) => current && setState({ kind, value: { status: 'ready', page } }),
      (error: unknown) =>
        current &&
        setState({
          kind,
          value: {
            status: error instanceof ApiError && error.code === 'API_STATUS' ? 'notFound' : 'failed',
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [api, kind]);
  if (kind === null) return { status: 'failed' };
  return state.kind === kind ? state.value : { status: 'loading' };
}
