/**
 * An error answer of the member APIs (SPEC.md §8): `{ errors: [{ code, message, field? }],
 * errorResultCode }`, the message in French. The local services answer it; `@portail/http` reads its
 * message and code (and, leniently, the `messages[0]` and `message` other services send).
 */
export interface ApiErrorItem {
  code: number;
  message: string;
  /** The request field at fault (dotted path), when there is one. */
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
  errorResultCode: number;
}
