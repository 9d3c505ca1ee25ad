export type TraceChannel = 'message' | 'ads' | 'diagnostic' | 'vitals';

/** `{appPath}/trace/{channel}`; the app path is an absolute http(s) URL or a path. */
export function traceUrl(appPath: string, channel: TraceChannel): string {
  return `${appPath.replace(/\/+$/, '')}/trace/${channel}`;
}

/** A value fixed at start-up or read each time it is needed (the current application, its trace path). */
export type Dynamic<T> = T | (() => T);

export function current<T>(value: Dynamic<T>): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}
