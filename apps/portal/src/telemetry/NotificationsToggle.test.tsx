import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerStore, type PushClient } from '@portail/telemetry';
import { NotificationsToggle } from './NotificationsToggle.tsx';

afterEach(cleanup);

function setup({ supported = true, online = true, subscribeWorks = true } = {}) {
  const workerStore = createWorkerStore(online);
  const setActive = (isActive: boolean) => workerStore.dispatch({ type: 'worker/pushChanged', isActive });
  const push: PushClient = {
    sync: vi.fn(async () => false),
    subscribe: vi.fn(async () => {
      if (!subscribeWorks) return null;
      setActive(true);
      return {} as PushSubscription;
    }),
    unsubscribe: vi.fn(async () => {
      setActive(false);
      return true;
    }),
  };
  render(<NotificationsToggle telemetry={{ push, workerStore, pushSupported: supported }} />);
  return { push, workerStore };
}

describe('the « Sur le vif » alerts switch', () => {
  it('subscribes, then unsubscribes, announcing each outcome in French', async () => {
    const user = userEvent.setup();
    const { push } = setup();
    const toggle = screen.getByRole('switch', { name: 'Alertes « Sur le vif »' });
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Les alertes « Sur le vif » sont activées.');
    await user.click(toggle);
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Les alertes « Sur le vif » sont désactivées.');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { push } = setup();
    await user.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await user.keyboard(' ');
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });

  it('says so when the subscription fails, and stays off', async () => {
    const user = userEvent.setup();
    setup({ subscribeWorks: false });
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/^Impossible d’activer les alertes\./);
  });

  it('cannot be used in a browser without push, and says why', async () => {
    const user = userEvent.setup();
    const { push } = setup({ supported: false });
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre navigateur ne permet pas de recevoir les notifications du portail.',
    );
  });

  it('waits for the connection to come back when offline', async () => {
    const user = userEvent.setup();
    const { push, workerStore } = setup({ online: false });
    await user.click(screen.getByRole('switch'));
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/^Vous êtes hors ligne/);
    workerStore.dispatch({ type: 'worker/onlineChanged', isOnline: true });
    await user.click(screen.getByRole('switch'));
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });
});
