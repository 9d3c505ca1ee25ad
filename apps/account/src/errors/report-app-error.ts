/** Mon compte's application id for the trace sinks (`{telemetry.traces}/profile/trace/diagnostic`). */
const ACCOUNT_TRACE_APP = 'profile';

/**
 * Reports what the error screen caught as a diagnostic, sent at once (an automatic reload may follow).
 * The telemetry package loads only then: Mon compte's first screens do without it.
 */
export async function reportAppError(tracesHost: string, error: unknown): Promise<void> {
  const { createDiagnosticsReporter } = await import('@portail/telemetry');
  const reporter = createDiagnosticsReporter({
    appPath: `${tracesHost.replace(/\/+$/, '')}/${ACCOUNT_TRACE_APP}`,
    app: ACCOUNT_TRACE_APP,
    flushWhenHidden: false,
  });
  reporter.report('error', 'écran d’erreur', error);
  await reporter.flush();
  reporter.dispose();
}
