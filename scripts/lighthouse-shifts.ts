// What moved in a Lighthouse run that saw a layout shift: its « layout-shifts » audit lists each shift
// with the element that moved most and the causes Lighthouse found (an image without dimensions, a
// web font, content injected, …). npm run lighthouse prints these lines for every run whose CLS is
// not 0, so that a failure in CI names the element without the report file, which CI does not keep.

interface NodeDetails {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface ShiftItem {
  node?: NodeDetails;
  score?: number;
  subItems?: { items?: { cause?: string; extra?: NodeDetails & { url?: string; value?: string } }[] };
}

/** A run's result (its `lhr`), as far as the layout shifts are concerned. */
export interface ShiftedRun {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const describeNode = (node: NodeDetails | undefined) =>
  node
    ? [node.selector, node.snippet ?? node.nodeLabel].filter(Boolean).join(' ')
    : 'an element Lighthouse could not name';

/** The run's cumulative layout shift (every frame's, as Lighthouse counts it). */
export function clsOf(run: ShiftedRun): number {
  return run.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
}

/** One line per shift of the run (score and the element that moved most), and one per cause found. */
export function layoutShiftLines(run: ShiftedRun): string[] {
  const items = (run.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  if (items.length === 0) return ['no shift listed by Lighthouse (each too small, or in another frame)'];
  return items.flatMap((item) => [
    `shift ${(item.score ?? 0).toFixed(3)}: ${describeNode(item.node)}`,
    ...(item.subItems?.items ?? []).map(
      (cause) =>
        `  cause: ${cause.cause ?? 'unknown'}${cause.extra ? ` (${cause.extra.url ?? cause.extra.value ?? describeNode(cause.extra)})` : ''}`,
    ),
  ]);
}
