import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, apiErrorCodes, apiErrorMessages, RateLimitedError } from './errors.ts';

/** Maps a framework error (bad JSON, body too large, wrong media type…) to the API's French error. */
function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, apiErrorCodes.VALIDATION, apiErrorMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, apiErrorCodes.PAYLOAD_TOO_LARGE, apiErrorMessages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, apiErrorCodes.UNSUPPORTED_MEDIA_TYPE, apiErrorMessages.unsupportedMediaType);
    case 'FST_ERR_VALIDATION':
      return new ApiError(400, apiErrorCodes.VALIDATION, apiErrorMessages.validation);
  }
  if (status === 404) return new ApiError(404, apiErrorCodes.NOT_FOUND, apiErrorMessages.notFound);
  if (status >= 400 && status < 500) {
    return new ApiError(400, apiErrorCodes.VALIDATION, apiErrorMessages.validation);
  }
  return new ApiError(500, apiErrorCodes.INTERNAL, apiErrorMessages.internal);
}

/**
 * Every error leaves the API in the account centre's shape, never as a stack trace; a 5xx only
 * when the fault is ours (or the identity provider's), never for bad input.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500 && !(error instanceof ApiError)) {
      request.log.error({ err: error }, 'member API internal error');
    }
    if (apiError instanceof RateLimitedError) {
      reply.header('retry-after', String(apiError.retryAfterSeconds));
    }
    if (apiError.status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
    return reply.code(apiError.status).send(apiError.toBody());
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(new ApiError(404, apiErrorCodes.NOT_FOUND, apiErrorMessages.notFound).toBody()),
  );
}
