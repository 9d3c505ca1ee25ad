/** A value fixed at start-up or read each time it is needed (the current application, its trace path). */
export type Dynamic<T> = T | (() => T);

export function current<T>(value: Dynamic<T>): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}
