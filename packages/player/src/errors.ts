/** Typed errors of the player; messages are SPEC.md §8's text. */
export class PlayerError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A jukebox action named an instance that was never initialised (SPEC.md §5). */
export class PlayerStateNotFoundError extends PlayerError {
  readonly jukeboxName: string;
  constructor(jukeboxName: string) {
    super('PLAYER_STATE_NOT_FOUND', 'Player state not found');
    this.jukeboxName = jukeboxName;
  }
}

/** A command needed the audio player of a jukebox and none is attached. */
export class PlayerNotFoundError extends PlayerError {
  readonly playerName: string;
  constructor(playerName: string) {
    super('PLAYER_NOT_FOUND', 'Player not found');
    this.playerName = playerName;
  }
}

/** The player engine could not be loaded from the configured player base URL. */
export class PlayerApiLoadError extends PlayerError {
  readonly url: string;
  constructor(url: string, message: string, cause?: unknown) {
    super('PLAYER_API_LOAD_FAILED', message, { cause });
    this.url = url;
  }
}
