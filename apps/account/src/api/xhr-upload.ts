import { apiTimeoutError, DEFAULT_TIMEOUT_MS, parseAnswerText } from '@portail/http/api-client';

export interface XhrResponse {
  status: number;
  body: unknown;
}

/**
 * POST a form with XMLHttpRequest, which (unlike fetch) reports upload progress. Rejects with a
 * TypeError on a network failure, as fetch does, and with the member-API client's ApiError
 * `API_TIMEOUT` when nothing moves for the time-out of every request (15 s: no byte of the form
 * sent and no answer since the last progress, so that a large photo on a slow line still goes);
 * any HTTP status resolves.
 */
export function postFormWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitForProgress = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        settle(() => reject(apiTimeoutError(url)));
        xhr.abort();
      }, timeoutMs);
    };
    let settled = false;
    const settle = (end: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      end();
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      waitForProgress();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      settle(() => resolve({ status: xhr.status, body: parseAnswerText(xhr.responseText) })),
    );
    xhr.addEventListener('error', () => settle(() => reject(new TypeError('Network request failed'))));
    xhr.addEventListener('abort', () => settle(() => reject(new TypeError('Network request aborted'))));
    xhr.send(form);
    waitForProgress();
  });
}
