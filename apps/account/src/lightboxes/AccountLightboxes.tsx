import { lazy, memo, Suspense } from 'react';
import { useStore } from '@portail/state';
import { useAccount } from '../context.ts';

const OpenLightbox = lazy(() =>
  import('./OpenLightbox.tsx').then((module) => ({ default: module.OpenLightbox })),
);

/**
 * Renders the one open lightbox of Mon compte, whichever of the nine kinds it is (from its store
 * only: the app re-rendering for its page does not re-render it).
 */
export const AccountLightboxes = memo(function AccountLightboxes() {
  const { lightbox } = useAccount();
  const current = useStore(lightbox.store, (state) => state);
  if (!current) return null;
  // A new kind is a new dialog: it opens afresh and takes focus.
  return (
    <Suspense key={current.id} fallback={null}>
      <OpenLightbox current={current} close={() => lightbox.close()} />
    </Suspense>
  );
});
