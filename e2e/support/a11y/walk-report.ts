// The accessibility walk's report: one row per page or state walked, one column per check. Each test
// writes its rows beside the others (the walk runs on several workers); once every test has run,
// Playwright's global teardown (walk-report-teardown.ts) puts them into one table, prints it and
// writes it to test-results/accessibility-walk.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKS } from './page-checks.ts';

export const ROUTE_CHECK = 'route change announced';
export const REPORT_COLUMNS = [...CHECKS, ROUTE_CHECK] as const;
type ReportColumn = (typeof REPORT_COLUMNS)[number];

export interface WalkRow {
  page: string;
  results: Partial<Record<ReportColumn, string[]>>;
}

const resultsDir = new URL('../../../test-results/', import.meta.url).pathname;
const rowsDir = join(resultsDir, 'accessibility-walk');
export const reportPath = join(resultsDir, 'accessibility-walk.md');

export function writeRow(row: WalkRow): void {
  mkdirSync(rowsDir, { recursive: true });
  const name = row.page.replace(/[^\w-]+/g, '_').slice(0, 120);
  writeFileSync(join(rowsDir, `${name}-${process.pid}-${Date.now()}.json`), JSON.stringify(row));
}

export function readRows(): WalkRow[] {
  let files: string[];
  try {
    files = readdirSync(rowsDir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(rowsDir, file), 'utf8')) as WalkRow)
    .sort((a, b) => a.page.localeCompare(b.page, 'fr'));
}

/** A Markdown table: « pass », « FAIL (n) » or « — » (not run there), then the failures in full. */
export function formatReport(rows: WalkRow[]): string {
  const columns = REPORT_COLUMNS.filter((column) => rows.some((row) => row.results[column]));
  const cell = (lines: string[] | undefined) =>
    lines === undefined ? '—' : lines.length === 0 ? 'pass' : `FAIL (${lines.length})`;
  const header = `| page | ${columns.join(' | ')} |`;
  const rule = `| --- | ${columns.map(() => '---').join(' | ')} |`;
  const body = rows.map((row) => `| ${row.page} | ${columns.map((c) => cell(row.results[c])).join(' | ')} |`);
  const failures = rows.flatMap((row) =>
    columns.flatMap((column) =>
      (row.results[column] ?? []).map((line) => `- ${row.page} — ${column}: ${line}`),
    ),
  );
  const checks = rows.reduce((sum, row) => sum + columns.filter((c) => row.results[c]).length, 0);
  const summary = `${rows.length} pages and states × ${columns.length} checks: ${checks} run, ${failures.length === 0 ? 'all passing' : `${failures.length} failure(s)`}.`;
  return [summary, '', header, rule, ...body, ...(failures.length > 0 ? ['', ...failures] : []), ''].join(
    '\n',
  );
}
