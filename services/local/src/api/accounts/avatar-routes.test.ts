import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/api-test-harness.ts';
import { perTest } from '../../testing/per-test.ts';
import { demoRcIds } from '../../members/index.ts';
import { gifOf, jpegOf, pngOf, webpLossyOf } from '../testing/test-images.ts';
import { AVATAR_MAX_BYTES } from './avatar-image.ts';
import { purgeDueDeletions } from '../deletion/deletion-purge.ts';
import { createDeletionStore } from '../deletion/deletion-store.ts';

const api = perTest(
  () => createTestApi(),
  (started) => started.close(),
);

const PNG = pngOf(400, 300);
const JPEG = jpegOf(400, 300);

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

async function upload(
  bytes: Buffer,
  options: { field?: string; type?: string; name?: string; member?: string } = {},
) {
  const body = multipartBody(
    options.field ?? 'avatar',
    options.name ?? 'photo.png',
    options.type ?? 'image/png',
    bytes,
  );
  return api.app.inject({
    method: 'POST',
    url: '/id/v3/accounts/me/upload-avatar',
    headers: { ...(await api.bearer(options.member ?? 'complet')), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const avatarFiles = () =>
  existsSync(join(api.dataDir, 'avatars')) ? readdirSync(join(api.dataDir, 'avatars')) : [];

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
    ['GIF', gifOf(64, 64), 'image/gif'],
    ['WebP', webpLossyOf(64, 64), 'image/webp'],
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

  it('refuses a 50000 × 50000 PNG of a few bytes with 422 and a French message, storing nothing', async () => {
    const response = await upload(pngOf(50_000, 50_000));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      code: 22,
      message: 'La photo ne doit pas dépasser 4096 × 4096 pixels.',
      field: 'avatar',
    });
    expect(avatarFiles()).toEqual([]);
    expect(api.members.findByRcId(demoRcIds.complet)?.picture).toBeNull();
  });

  it.each([
    ['a JPEG 4097 pixels wide', jpegOf(4097, 10)],
    ['a WebP 4097 pixels high', webpLossyOf(10, 4097)],
    ['a GIF 5000 × 5000', gifOf(5000, 5000)],
  ])('refuses %s and accepts 4096 × 4096', async (_name, bytes) => {
    expect((await upload(bytes)).statusCode).toBe(422);
    expect((await upload(pngOf(4096, 4096))).statusCode).toBe(200);
  });

  it('refuses an image whose header gives no size', async () => {
    const response = await upload(Buffer.concat([pngOf(10, 10).subarray(0, 12), Buffer.alloc(40)]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe(
      "Les dimensions de la photo n'ont pas pu être lues : le fichier semble endommagé.",
    );
  });

  it('leaves one file per member after concurrent uploads, the one the profile names', async () => {
    const answers = await Promise.all([PNG, JPEG, gifOf(9, 9), PNG, JPEG].map((bytes) => upload(bytes)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const picture = api.members.findByRcId(demoRcIds.complet)?.picture ?? '';
    expect(avatarFiles()).toEqual([picture.replace('/avatars/', '')]);
  });

  it('keeps other members’ files when a member replaces theirs', async () => {
    await upload(PNG, { member: 'abonne' });
    await upload(PNG);
    await upload(JPEG);
    expect(avatarFiles()).toHaveLength(2);
  });

  it('keeps the files of a member whose deletion is scheduled, and the purge 30 days later removes them', async () => {
    const first = new URL((await upload(PNG)).json().picture as string).pathname;
    const deleted = await api.callAs('complet', {
      method: 'POST',
      url: '/id/v3/accounts/me/delete',
      payload: { password: 'Bonjour-2026' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(avatarFiles()).toHaveLength(1);
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    purgeDueDeletions({
      members: api.members,
      deletions: createDeletionStore(api.db),
      outbox: api.outbox,
      avatarDir: join(api.dataDir, 'avatars'),
      now: () => later,
    });
    expect(avatarFiles()).toEqual([]);
    expect((await api.app.inject({ url: first })).statusCode).toBe(404);
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
    const json = await api.callAs('complet', {
      method: 'POST',
      url: '/id/v3/accounts/me/upload-avatar',
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
    expect(avatarFiles()).toEqual([]);
  });

  it('answers 404 for an avatar path that was never written', async () => {
    const response = await api.app.inject({ url: '/avatars/..%2Fportail.sqlite' });
    expect(response.statusCode).toBe(404);
    expect(existsSync(join(api.dataDir, 'portail.sqlite'))).toBe(true);
  });
});
