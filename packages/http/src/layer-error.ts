/** Every error of the HTTP layer carries a stable `code` and the spec's message text. */
export class HttpLayerError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
