export interface ServerError {
  message: string | undefined;
  code: string | undefined;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function codeText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return text(value);
}

/**
 * SPEC.md §8: the message from errors[0].message, else messages[0], else message; the code from
 * errors[0].code, else errorResultCode. Anything else in the body is ignored.
 */
export function readServerError(body: unknown): ServerError {
  const record = asRecord(body);
  if (!record) return { message: undefined, code: undefined };
  const firstError = Array.isArray(record.errors) ? asRecord(record.errors[0]) : undefined;
  const firstMessage = Array.isArray(record.messages) ? record.messages[0] : undefined;
  return {
    message: text(firstError?.message) ?? text(firstMessage) ?? text(record.message),
    code: codeText(firstError?.code) ?? codeText(record.errorResultCode),
  };
}
