import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineNotice } from '@portail/ui';
import { createWorkerStore } from '@portail/telemetry';
import { OfflineNotice } from './OfflineNotice.tsx';

describe('OfflineNotice', () => {
  it('keeps an empty live region while online and says in it that the portal is offline', () => {
    const store = createWorkerStore(true);
    render(<OfflineNotice workerStore={store} />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('');
    act(() => store.dispatch({ type: 'worker/onlineChanged', isOnline: false }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(offlineNotice);
    act(() => store.dispatch({ type: 'worker/onlineChanged', isOnline: true }));
    expect(region).toHaveTextContent('');
  });
});
