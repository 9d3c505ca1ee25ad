import { describe, expect, it, vi } from 'vitest';
import { sendConfirmationEmail } from './send-confirmation-email.ts';

const request = {
  apiOrigin: 'https://api.test',
  accessToken: 'access',
  azpContext: 'portail-web',
  b2CUrlPolicy: 'https://idp.test/authorize?p=1',
};

describe('confirmation email', () => {
  it('posts with the azpContext and b2CUrlPolicy parameters and the bearer token', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }));
    await sendConfirmationEmail(fetchFn, request);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).searchParams.get('azpContext')).toBe('portail-web');
    expect(new URL(url).searchParams.get('b2CUrlPolicy')).toBe(request.b2CUrlPolicy);
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer access' } });
  });

  it('fails on a status outside 2xx', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 500 }));
    await expect(sendConfirmationEmail(fetchFn, request)).rejects.toMatchObject({ status: 500 });
  });
});
