import { createLogTransport, type LogTransportOptions } from '@portail/telemetry';
import type { MediaAnalyticsEvent } from '@portail/player';

/**
 * Sends media analytics events through the telemetry package's batched log transport: ad events to
 * {api}/ohdio/trace/ads, content events to {api}/ohdio/trace/message. Loaded with the first event.
 */
export function createMediaAnalyticsSink(
  apiOrigin: string,
  transportOptions: Omit<LogTransportOptions, 'appPath' | 'app'> = {},
): (event: MediaAnalyticsEvent) => void {
  const transport = createLogTransport({ ...transportOptions, appPath: `${apiOrigin}/ohdio`, app: 'ohdio' });
  return (event) => {
    const channel = event.contentType === 'ad' ? 'ads' : 'message';
    transport.log(channel, 'info', `media ${event.contentType} ${event.viewState}`, { ...event });
  };
}
