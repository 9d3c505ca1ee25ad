// Arbitrary requests for one member-API route, built with fast-check: its parameters and query,
// a bearer token (valid, expired, wrong scope or audience, foreign key, garbage or none), headers,
// and a body that is JSON (free or shaped like the API's own fields), form, text, bytes or multipart.
import fc from 'fast-check';

export interface FuzzRoute {
  method: string;
  url: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Bearer tokens the harness mints beforehand (minting RS256 per case would dominate the run time). */
export type TokenPool = readonly string[];

/** Field names that the API's bodies use, so that shaped bodies reach validation and storage. */
const apiFieldNames = [
  'firstName',
  'lastName',
  'birthMonth',
  'birthYear',
  'birthDate',
  'gender',
  'postalCode',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'productsRegions',
  'info',
  'premiere',
  'picture',
  'query',
  'variables',
  'operationName',
  'extensions',
  'persistedQuery',
  'sha256Hash',
  'version',
  'subscribed',
  'newsletterId',
  'id',
  'ids',
  'url',
  'path',
  'title',
  'referrer',
  'visitorId',
  'rcId',
  'endpoint',
  'keys',
  'p256dh',
  'auth',
  'events',
  'name',
  'value',
  'level',
  'message',
  'timestamp',
  'type',
  'returnUrl',
  'redirectUri',
  'clientId',
  'reason',
  '__proto__',
  'constructor',
] as const;

const headerSafe = fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) =>
  // Header values are visible ASCII and spaces (the HTTP grammar); inject refuses the rest.
  text.replace(/[^\x20-\x7e]/g, ''),
);

/** Odd strings: empty, very long, Unicode, traversal, injection and number-like. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '..%2f..%2f',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    'NaN',
    '-1',
    '1e309',
    '9007199254740993',
    '0x10',
    'true',
    'null',
    '{}',
    '[]',
    'é'.repeat(300),
    'a'.repeat(5000),
  ),
);

const jsonLeaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 1900, max: 2030 }),
);

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...apiFieldNames) },
  fc.string({ maxLength: 12 }),
);

/** JSON shaped like the API's bodies: objects of known field names, nested a little. */
const shapedJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
})).value;

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(
      fc.constantFrom(pngHeader, jpegHeader, Buffer.from('GIF89a'), Buffer.from('RIFF\0\0\0\0WEBP')),
      fc.uint8Array({ maxLength: 64 }),
    )
    .map(([header, rest]) => Buffer.concat([header, Buffer.from(rest)])),
);

interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

const multipartPart: fc.Arbitrary<MultipartPart> = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom('avatar', 'file', 'photo', ''),
      headerSafe.map((text) => text.replace(/"/g, '')),
    ),
    filename: fc.oneof(
      fc.constantFrom('moi.png', 'a.jpg', '../../x.png', 'x'.repeat(300)),
      headerSafe.map((text) => text.replace(/"/g, '')),
    ),
    contentType: fc.oneof(
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream'),
      headerSafe,
    ),
    bytes: fileBytes,
  },
  { requiredKeys: ['name', 'bytes'] },
);

/** A multipart body, well formed or broken (missing end boundary, wrong boundary, truncated). */
const multipartBody = fc
  .record({
    boundary: fc.oneof(fc.constant('----portail-fuzz'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
    declared: fc.oneof({ weight: 4, arbitrary: fc.constant('same') }, fc.constantFrom('other', 'none')),
    parts: fc.array(multipartPart, { maxLength: 8 }),
    ending: fc.constantFrom('close', 'missing', 'truncate'),
  })
  .map(({ boundary, declared, parts, ending }) => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== undefined) head += `; filename="${part.filename}"`;
      head += '\r\n';
      if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
      chunks.push(Buffer.from(`${head}\r\n`), part.bytes, Buffer.from('\r\n'));
    }
    if (ending === 'close') chunks.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(chunks);
    if (ending === 'truncate') payload = payload.subarray(0, Math.floor(payload.length / 2));
    const contentType =
      declared === 'none'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${declared === 'same' ? boundary : 'autre'}`;
    return { contentType, payload };
  });

const jsonTypes = ['application/json', 'application/json; charset=utf-8', 'application/ld+json'];

/** A body and the content type it is sent with (which may lie about it). */
type SentBody = { contentType?: string; payload?: string | Buffer };
const body: fc.Arbitrary<SentBody> = fc.oneof(
  fc.constant({}),
  fc.record({
    contentType: fc.constantFrom(...jsonTypes),
    payload: shapedJson.map((value) => JSON.stringify(value) ?? ''),
  }),
  fc.record({
    contentType: fc.constantFrom(...jsonTypes),
    payload: fc.jsonValue().map((value) => JSON.stringify(value)),
  }),
  fc.record({
    contentType: fc.constantFrom(...jsonTypes, 'text/plain', 'application/x-www-form-urlencoded'),
    payload: nastyString,
  }),
  fc.record({
    contentType: fc.oneof(
      fc.constantFrom('application/octet-stream', 'image/png', 'application/json'),
      headerSafe,
    ),
    payload: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  }),
  fc.record({
    contentType: fc.constant('application/x-www-form-urlencoded'),
    payload: fc
      .dictionary(fieldName, nastyString)
      .map((fields) => new URLSearchParams(fields as Record<string, string>).toString()),
  }),
  multipartBody,
);

const token = (pool: TokenPool) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool).map((value) => `Bearer ${value}`) },
    fc.constant(undefined),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'bearer x.y.z',
      'Bearer eyJhbGciOiJub25lIn0.eyJyY2lkIjoieCJ9.',
    ),
    headerSafe.map((text) => `Bearer ${text}`),
    fc
      .tuple(
        fc.base64String({ maxLength: 40 }),
        fc.base64String({ maxLength: 80 }),
        fc.base64String({ maxLength: 40 }),
      )
      .map((parts) => `Bearer ${parts.join('.').replace(/=/g, '')}`),
    // A real token with one part tampered.
    fc
      .tuple(fc.constantFrom(...pool), fc.nat(), fc.constantFrom(...'AZaz09-_.+/='))
      .map(([value, at, char]) => {
        const index = at % value.length;
        return `Bearer ${value.slice(0, index)}${char}${value.slice(index + 1)}`;
      }),
  );

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'origin',
    'referer',
    'cookie',
    'range',
    'if-none-match',
    'if-modified-since',
    'accept-encoding',
    'content-encoding',
    'x-requested-with',
    'x-forwarded-for',
    'user-agent',
    'accept-language',
  ),
  fc.oneof(
    headerSafe,
    fc.constantFrom(
      'bytes=0-10',
      'bytes=-5',
      'bytes=5-1',
      'bytes=0-',
      'bytes=abc',
      'gzip',
      'deflate',
      '*/*',
      'text/html',
    ),
  ),
  { maxKeys: 4 },
);

const paramValue = fc.oneof(
  fc.constantFrom(
    'news',
    'ohdio',
    'portal',
    'account',
    'client',
    'server',
    'subscribe',
    'unsubscribe',
    'web-push',
    'a.png',
    'x.wav',
    'icon-192.png',
    'manifest.json',
  ),
  nastyString.filter((text) => text.length > 0).map((text) => encodeURIComponent(text)),
);

const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom('app', 'id', 'page', 'limit', 'rcId', 'query', 'hash', 'extensions', 'variables'),
        fc.string({ maxLength: 8 }),
      ),
      nastyString,
      { maxKeys: 4 },
    )
    .map((entries) => `?${new URLSearchParams(entries as Record<string, string>).toString()}`),
);

/** Arbitrary requests for `route`, with tokens drawn from `pool`. */
export function requestsFor(route: FuzzRoute, pool: TokenPool): fc.Arbitrary<FuzzRequest> {
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  return fc
    .record({
      values: fc.tuple(...params.map(() => paramValue)),
      query: queryString,
      authorization: token(pool),
      headers: extraHeaders,
      body: route.method === 'GET' || route.method === 'HEAD' ? fc.constant<SentBody>({}) : body,
      remoteAddress: fc.ipV4(),
    })
    .map(({ values, query, authorization, headers, body: { contentType, payload }, remoteAddress }) => {
      let url = route.url;
      params.forEach((param, index) => (url = url.replace(param, values[index] ?? 'x')));
      const allHeaders: Record<string, string> = { ...headers };
      if (authorization !== undefined) allHeaders.authorization = authorization;
      if (contentType !== undefined) allHeaders['content-type'] = contentType;
      return {
        method: route.method,
        url: `${url}${query}`,
        headers: allHeaders,
        ...(payload !== undefined ? { payload } : {}),
        remoteAddress,
      };
    });
}
