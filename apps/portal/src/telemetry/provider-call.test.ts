import { describe, expect, it, vi } from 'vitest';
import { createProviderCall, providerUrl } from './provider-call.ts';

describe('the provider call', () => {
  it('puts the service after the first path segment', () => {
    expect(providerUrl('http://api.test', 'surLeVif', '/push/subscribe')).toBe(
      'http://api.test/push/surLeVif/subscribe',
    );
    expect(providerUrl('http://api.test', 'sur le vif', 'push/unsubscribe')).toBe(
      'http://api.test/push/sur%20le%20vif/unsubscribe',
    );
  });

  it('calls the provider without cookies, keeping the method, headers and body', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 201 }));
    const call = createProviderCall('http://api.test', fetcher);
    await call('surLeVif', '/push/subscribe', { method: 'POST', body: '{}' });
    expect(fetcher).toHaveBeenCalledWith('http://api.test/push/surLeVif/subscribe', {
      method: 'POST',
      body: '{}',
      credentials: 'omit',
      mode: 'cors',
    });
  });
});
