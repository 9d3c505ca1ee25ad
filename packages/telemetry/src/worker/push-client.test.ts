import { describe, expect, it, vi } from 'vitest';
import { createPushClient, type ProviderCall } from './push-client.ts';
import { createWorkerStore } from './worker-state.ts';

const subscriptionJson = { endpoint: 'https://push.test/abc', keys: { p256dh: 'k', auth: 'a' } };

function setup({ existing = false, subscribeFails = false } = {}) {
  let current: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      toJSON: () => subscriptionJson,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (existing) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      if (subscribeFails) throw new DOMException('Permission denied', 'NotAllowedError');
      current = makeSubscription();
      return current;
    }),
  };
  const store = createWorkerStore(true);
  const providerCall = vi.fn<ProviderCall>(async () => new Response(null, { status: 201 }));
  const logError = vi.fn();
  const client = createPushClient({
    store,
    providerCall,
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    applicationServerKey: 'BPublicKey',
    logError,
  });
  return { client, store, providerCall, pushManager, logError };
}

describe('push notifications', () => {
  it('subscribes, posts the subscription JSON for surLeVif and turns push on', async () => {
    const { client, store, providerCall, pushManager } = setup();
    const subscription = await client.subscribe();
    expect(subscription?.toJSON()).toEqual(subscriptionJson);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    expect(providerCall).toHaveBeenCalledWith('surLeVif', '/push/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(subscriptionJson),
    });
    expect(store.getState().push.isActive).toBe(true);
  });

  it('fetches the server key when given a function, only when a new subscription is made', async () => {
    const store = createWorkerStore(true);
    let current: PushSubscription | null = null;
    const pushManager = {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => {
        current = { toJSON: () => subscriptionJson } as unknown as PushSubscription;
        return current;
      }),
    };
    const serverKey = vi.fn(async () => 'BClePublique');
    const client = createPushClient({
      store,
      providerCall: vi.fn<ProviderCall>(async () => new Response(null, { status: 201 })),
      registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
      applicationServerKey: serverKey,
    });
    await client.subscribe();
    await client.subscribe();
    expect(serverKey).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BClePublique',
    });
  });

  it('unsubscribes, removes the subscription at the provider and turns push off', async () => {
    const { client, store, providerCall } = setup({ existing: true });
    await client.sync();
    expect(store.getState().push.isActive).toBe(true);
    expect(await client.unsubscribe()).toBe(true);
    expect(providerCall).toHaveBeenCalledWith(
      'surLeVif',
      '/push/unsubscribe',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(subscriptionJson) }),
    );
    expect(store.getState().push.isActive).toBe(false);
  });

  it('logs a subscribe error and returns null, leaving push off', async () => {
    const { client, store, logError, providerCall } = setup({ subscribeFails: true });
    expect(await client.subscribe()).toBeNull();
    expect(logError).toHaveBeenCalledWith('Push subscription failed', expect.any(DOMException));
    expect(providerCall).not.toHaveBeenCalled();
    expect(store.getState().push.isActive).toBe(false);
  });

  it('returns null when the provider refuses the subscription', async () => {
    const { client, store, providerCall, logError } = setup();
    providerCall.mockResolvedValueOnce(new Response(null, { status: 500 }));
    expect(await client.subscribe()).toBeNull();
    expect(logError).toHaveBeenCalled();
    expect(store.getState().push.isActive).toBe(false);
  });

  it('takes back a new browser subscription that the provider refused', async () => {
    const { client, pushManager, providerCall } = setup();
    providerCall.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect(await client.subscribe()).toBeNull();
    expect(await pushManager.getSubscription()).toBeNull();
  });

  it('turns push off once the browser unsubscribed, even when the provider cannot be told', async () => {
    const { client, store, providerCall, logError } = setup({ existing: true });
    await client.sync();
    providerCall.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await client.unsubscribe()).toBe(true);
    expect(store.getState().push.isActive).toBe(false);
    expect(logError).toHaveBeenCalledWith(
      'Push unsubscription could not reach the provider',
      expect.any(Error),
    );
  });

  it('keeps push on and reports failure when the browser cannot unsubscribe', async () => {
    const { client, store, pushManager, logError } = setup({ existing: true });
    await client.sync();
    const subscription = (await pushManager.getSubscription()) as PushSubscription;
    vi.mocked(subscription.unsubscribe).mockRejectedValueOnce(new DOMException('busy', 'InvalidStateError'));
    expect(await client.unsubscribe()).toBe(false);
    expect(store.getState().push.isActive).toBe(true);
    expect(logError).toHaveBeenCalledWith('Push unsubscription failed', expect.any(DOMException));
  });

  it('reports the app inactive when no subscription exists', async () => {
    const { client, store } = setup();
    expect(await client.sync()).toBe(false);
    expect(store.getState().push.isActive).toBe(false);
  });
});
