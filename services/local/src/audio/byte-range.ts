/** A satisfiable byte range, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a resource of `size` bytes (RFC 9110 §14.1.2). Only one range is
 * served; a list serves its first. Returns undefined when there is no usable header (serve it all),
 * 'unsatisfiable' when the range lies outside the resource (answer 416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
