import { describe, expect, it } from 'vitest';
import { pushNotificationFromPayload } from './push-payload.ts';

const origin = 'http://localhost:8080';

describe('push payloads', () => {
  it('become a French notification that opens a page of the portal', () => {
    expect(
      pushNotificationFromPayload(
        JSON.stringify({ title: 'Alerte', body: 'Une nouvelle', url: '/info/1', tag: 't' }),
        origin,
      ),
    ).toEqual({
      title: 'Alerte',
      options: {
        body: 'Une nouvelle',
        lang: 'fr-CA',
        tag: 't',
        data: { url: 'http://localhost:8080/info/1' },
      },
    });
  });

  it('never open another site', () => {
    expect(
      pushNotificationFromPayload({ title: 'x', url: 'https://evil.test/' }, origin)?.options.data.url,
    ).toBe(`${origin}/`);
  });

  it.each([['not json'], [null], [{ body: 'no title' }], [42]])('refuse %o', (payload) => {
    expect(pushNotificationFromPayload(payload, origin)).toBeNull();
  });
});
