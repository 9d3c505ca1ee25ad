/**
 * What the start scripts (npm start, npm run dev, npm run services, the e2e stack) do at Ctrl-C or a
 * termination signal: run `stop` once — a second signal while it runs does not run it again — then
 * end the process.
 */
export function exitAfterStopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
