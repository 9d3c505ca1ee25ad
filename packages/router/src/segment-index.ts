/**
 * Narrows a list of patterns to the ones that can match a path, by the path's first segment
 * (the idea of TanStack Router's segment trie, one level deep). Patterns whose first segment is a
 * parameter or wildcard are candidates for every path. Candidates keep their registration order.
 */
const SPECIAL = /[:*{}()[\]?+!\\]/;

function firstLiteralSegment(pattern: string): string | undefined {
  if (!pattern.startsWith('/')) return undefined;
  const end = pattern.indexOf('/', 1);
  const segment = end === -1 ? pattern.slice(1) : pattern.slice(1, end);
  if (segment === '' || SPECIAL.test(segment)) return undefined;
  return segment.toLowerCase();
}

function firstPathSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return (end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
}

export class SegmentIndex<T> {
  readonly #bySegment = new Map<string, T[]>();
  readonly #anySegment: T[] = [];
  #root: T[] = [];
  readonly #order = new Map<T, number>();

  constructor(items: readonly T[], patternOf: (item: T) => string) {
    items.forEach((item, index) => {
      this.#order.set(item, index);
      const pattern = patternOf(item);
      if (pattern === '/') {
        this.#root.push(item);
        return;
      }
      const segment = firstLiteralSegment(pattern);
      if (segment === undefined) {
        this.#anySegment.push(item);
        return;
      }
      const bucket = this.#bySegment.get(segment);
      if (bucket) bucket.push(item);
      else this.#bySegment.set(segment, [item]);
    });
    // Merge the parameter-led patterns into each bucket once, in registration order.
    if (this.#anySegment.length > 0) {
      for (const [segment, bucket] of this.#bySegment) {
        this.#bySegment.set(segment, this.#sorted([...bucket, ...this.#anySegment]));
      }
    }
    this.#root = this.#sorted([...this.#root, ...this.#anySegment]);
  }

  #sorted(items: T[]): T[] {
    return items.sort((a, b) => (this.#order.get(a) ?? 0) - (this.#order.get(b) ?? 0));
  }

  /** The patterns that may match `pathname`, in registration order. */
  candidates(pathname: string): readonly T[] {
    const segment = firstPathSegment(pathname);
    if (segment === '') return this.#root;
    return this.#bySegment.get(segment) ?? this.#anySegment;
  }
}
