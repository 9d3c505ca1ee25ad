import { offlineNotice } from '@portail/ui';
import { useStore } from '@portail/state';
import type { WorkerStore } from '@portail/telemetry';

/**
 * Says, in a live region that is in the page from the start (so that screen readers announce the
 * change), that the portal is offline and what still works; empty while online.
 */
export function OfflineNotice({ workerStore }: { workerStore: WorkerStore }) {
  const isOnline = useStore(workerStore, (state) => state.isOnline);
  return (
    <p role="status" className="portal-offline">
      {isOnline ? '' : offlineNotice}
    </p>
  );
}
