/** A throttled call: the first call runs at once, later calls within the window are merged into one
 * trailing call (with the latest arguments) when `trailing` is on, else dropped. */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Runs a pending trailing call now. */
  flush(): void;
  /** Drops a pending trailing call and reopens the window. */
  cancel(): void;
}

export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  windowMs: number,
  { trailing = true }: { trailing?: boolean } = {},
): Throttled<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const openWindow = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        const args = pending;
        pending = undefined;
        run(...args);
        openWindow();
      }
    }, windowMs);
  };
  const throttled = (...args: Args) => {
    if (timer === undefined) {
      run(...args);
      openWindow();
    } else if (trailing) {
      pending = args;
    }
  };
  throttled.flush = () => {
    if (!pending) return;
    const args = pending;
    pending = undefined;
    run(...args);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
