import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/api-test-harness.ts';
import { AVATAR_MAX_BYTES } from './avatar-image.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApi();
});
afterEach(async () => {
  await api.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

function multipartBody(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = '----portailtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(bytes: Buffer, options: { field?: string; type?: string; name?: string } = {}) {
  const body = multipartBody(
    options.field ?? 'avatar',
    options.name ?? 'photo.png',
    options.type ?? 'image/png',
    bytes,
  );
  return api.app.inject({
    method: 'POST',
    url: '/id/v3/accounts/me/upload-avatar',
    headers: { ...(await api.bearer('complet')), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('POST /id/v3/accounts/me/upload-avatar', () => {
  it('stores a PNG, answers its URL as picture and serves it from the API origin', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(200);
    const picture = new URL(response.json().picture as string);
    expect(picture.origin).toBe(api.config.apiOrigin);
    const served = await api.app.inject({ url: picture.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const profile = await api.app.inject({ url: '/id/v3/accounts/me', headers: await api.bearer('complet') });
    expect(profile.json().picture).toBe(picture.href);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif'],
    [
      'WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
      'image/webp',
    ],
  ])('accepts a %s recognised by its bytes', async (_name, bytes, type) => {
    const response = await upload(bytes, { type: 'application/octet-stream', name: 'sans-extension' });
    expect(response.statusCode).toBe(200);
    const served = await api.app.inject({ url: new URL(response.json().picture as string).pathname });
    expect(served.headers['content-type']).toBe(type);
  });

  it('replaces the previous file instead of keeping both', async () => {
    await upload(PNG);
    await upload(JPEG);
    expect(readdirSync(join(api.dataDir, 'avatars'))).toHaveLength(1);
  });

  it('refuses a file that only claims to be an image with 415 code 13', async () => {
    const response = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), {
      type: 'image/png',
      name: 'x.png',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toEqual({
      code: 13,
      message: 'Le fichier doit être une image JPEG, PNG, WebP ou GIF.',
      field: 'avatar',
    });
  });

  it('refuses a file over 5242880 bytes with 413 and a French message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      code: 12,
      message: 'La photo dépasse la taille maximale de 5 Mo.',
      field: 'avatar',
    });
  });

  it('accepts a file of exactly 5242880 bytes', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await upload(exact)).statusCode).toBe(200);
  });

  it('answers 400 when no avatar field is sent, 415 for a non-multipart body and 401 without a token', async () => {
    const wrongField = await upload(PNG, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].message).toBe('Veuillez choisir une photo à téléverser.');
    const json = await api.app.inject({
      method: 'POST',
      url: '/id/v3/accounts/me/upload-avatar',
      headers: await api.bearer('complet'),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await api.app.inject({ method: 'POST', url: '/id/v3/accounts/me/upload-avatar' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 (not 500) for a malformed multipart body, and keeps the member’s photo (found by fuzzing)', async () => {
    const before = api.members.findByEmail('complet@exemple.ca')?.picture;
    const malformed = [
      // The boundary of the header is not the body's.
      { contentType: 'multipart/form-data; boundary=autre', payload: '--a--\r\n' },
      // No boundary at all.
      { contentType: 'multipart/form-data', payload: 'x' },
      // The body stops in the middle of the file.
      {
        contentType: 'multipart/form-data; boundary=a',
        payload: '--a\r\nContent-Disposition: form-data; name="avatar"; filename="x.png"\r\n\r\n\x89PNG',
      },
    ];
    for (const { contentType, payload } of malformed) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/id/v3/accounts/me/upload-avatar',
        headers: { ...(await api.bearer('complet')), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().errors[0]).toEqual({
        code: 1,
        message: "Le formulaire envoyé est mal formé : la photo n'a pas pu être lue.",
        field: 'avatar',
      });
    }
    expect(api.members.findByEmail('complet@exemple.ca')?.picture).toBe(before);
    expect(existsSync(join(api.dataDir, 'avatars')) ? readdirSync(join(api.dataDir, 'avatars')) : []).toEqual(
      [],
    );
  });

  it('answers 404 for an avatar path that was never written', async () => {
    const response = await api.app.inject({ url: '/avatars/..%2Fportail.sqlite' });
    expect(response.statusCode).toBe(404);
    expect(existsSync(join(api.dataDir, 'portail.sqlite'))).toBe(true);
  });
});
