import { apiPaths, AVATAR_UPLOAD_FIELD, type AvatarUploadAnswer } from '@portail/contracts';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError, apiErrorCodes, apiErrorMessages, NotFoundError, ValidationError } from '../errors.ts';
import { currentMember, type AccountDeps } from './account-context.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS_PER_SIDE,
  avatarContentType,
  detectImageKind,
  removeMemberAvatars,
  storeAvatar,
} from './avatar-image.ts';
import { imageDimensions } from './image-dimensions.ts';

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

const tooLarge = () =>
  new ApiError(413, apiErrorCodes.AVATAR_TOO_LARGE, apiErrorMessages.avatarTooLarge, AVATAR_UPLOAD_FIELD);

/**
 * POST /id/v3/accounts/me/upload-avatar (scope account.modify), multipart field `avatar`: a JPEG,
 * PNG, WebP or GIF (checked by its bytes, 415 code 13 otherwise) of at most 5242880 bytes (413
 * code 12) and 4096 × 4096 pixels as its header declares (422 code 22, checked before anything is
 * stored). Answers `{ picture }`, the absolute URL of GET /avatars/{file}. The member's other files
 * are removed.
 */
export async function avatarRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(apiPaths.uploadAvatar, async (request) => {
    const member = await currentMember(deps, request, 'account.modify');
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
    if (!request.isMultipart()) {
      throw new ApiError(415, apiErrorCodes.UNSUPPORTED_MEDIA_TYPE, apiErrorMessages.unsupportedMediaType);
    }
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== AVATAR_UPLOAD_FIELD || bytes !== undefined) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
      }
    } catch (error) {
      // The multipart parser's own errors (no boundary, truncated body, malformed part headers)
      // carry no status: they are the client's malformed body, not a fault of ours.
      if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
      throw new ValidationError(apiErrorMessages.malformedMultipart, AVATAR_UPLOAD_FIELD);
    }
    if (!bytes || bytes.length === 0)
      throw new ValidationError(apiErrorMessages.avatarMissing, AVATAR_UPLOAD_FIELD);
    const kind = detectImageKind(bytes);
    if (!kind) {
      throw new ApiError(
        415,
        apiErrorCodes.AVATAR_NOT_AN_IMAGE,
        apiErrorMessages.avatarNotImage,
        AVATAR_UPLOAD_FIELD,
      );
    }
    const dimensions = imageDimensions(bytes, kind);
    if (!dimensions || dimensions.width === 0 || dimensions.height === 0) {
      throw new ApiError(
        422,
        apiErrorCodes.AVATAR_DIMENSIONS,
        apiErrorMessages.avatarUnreadable,
        AVATAR_UPLOAD_FIELD,
      );
    }
    if (dimensions.width > AVATAR_MAX_PIXELS_PER_SIDE || dimensions.height > AVATAR_MAX_PIXELS_PER_SIDE) {
      throw new ApiError(
        422,
        apiErrorCodes.AVATAR_DIMENSIONS,
        apiErrorMessages.avatarDimensions,
        AVATAR_UPLOAD_FIELD,
      );
    }
    // From here to the answer nothing awaits: concurrent uploads of one member run these steps one
    // after the other, and the last one's cleanup leaves its file alone.
    const picture = storeAvatar(deps.avatarDir, member.rcId, bytes, kind);
    deps.members.update(member.rcId, { picture });
    removeMemberAvatars(deps.avatarDir, member.rcId, picture);
    return { picture: new URL(picture, deps.config.apiOrigin).href } satisfies AvatarUploadAnswer;
  });

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    const contentType = avatarContentType(file);
    const path = join(deps.avatarDir, file);
    if (!contentType || !existsSync(path)) throw new NotFoundError();
    return reply
      .type(contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(path));
  });
}
