import { parseAnswerText } from '@portail/http/api-client';

export interface XhrResponse {
  status: number;
  body: unknown;
}

/**
 * POST a form with XMLHttpRequest, which (unlike fetch) reports upload progress. Rejects with a
 * TypeError on a network failure, as fetch does; any HTTP status resolves.
 */
export function postFormWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    const xhr = createRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, body: parseAnswerText(xhr.responseText) }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new TypeError('Network request aborted')));
    xhr.send(form);
  });
}
