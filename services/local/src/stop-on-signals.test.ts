import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitAfterStopOnSignals } from './stop-on-signals.ts';

const listeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };

afterEach(() => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal))
      if (!listeners[signal].includes(listener)) process.off(signal, listener);
  }
  vi.restoreAllMocks();
});

describe('stopping a started stack on a signal', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops once on %s, even when signalled again, then exits with 0',
    async (signal) => {
      const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
      let finish = () => {};
      const stop = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      exitAfterStopOnSignals(stop);

      process.emit(signal);
      process.emit(signal);
      expect(stop).toHaveBeenCalledTimes(1);
      expect(exit).not.toHaveBeenCalled();

      finish();
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
      expect(exit).toHaveBeenCalledTimes(1);
    },
  );
});
