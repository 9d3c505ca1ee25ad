export type TraceChannel = 'message' | 'ads' | 'diagnostic' | 'vitals';

/** `{appPath}/trace/{channel}`; the app path is an absolute http(s) URL or a path. */
export function traceUrl(appPath: string, channel: TraceChannel): string {
  return `${appPath.replace(/\/+$/, '')}/trace/${channel}`;
}
