import { describe, expect, it } from 'vitest';
import { errorEventFromHlsError, errorEventFromMediaError } from './player-error-event.ts';

describe('player error events', () => {
  it.each([
    [1, 'MEDIA_ERR_ABORTED', false, false],
    [2, 'MEDIA_ERR_NETWORK', true, false],
    [3, 'MEDIA_ERR_DECODE', false, true],
    [4, 'MEDIA_ERR_SRC_NOT_SUPPORTED', false, true],
    [9, 'MEDIA_ERR_UNKNOWN', false, true],
  ])('media error %d is %s (retry %s, fatal %s)', (code, logCode, retry, isFatal) => {
    expect(errorEventFromMediaError({ code, message: '' })).toMatchObject({ logCode, retry, isFatal });
  });

  it('carries the hls.js fatal flag and retries network and media errors', () => {
    expect(
      errorEventFromHlsError({ type: 'mediaError', details: 'bufferStalledError', fatal: false }),
    ).toEqual({
      logCode: 'HLS_mediaError_bufferStalledError',
      message: 'HLS mediaError: bufferStalledError',
      retry: true,
      isFatal: false,
    });
    expect(errorEventFromHlsError({ type: 'otherError', details: 'x', fatal: true })).toMatchObject({
      retry: false,
      isFatal: true,
    });
  });
});
