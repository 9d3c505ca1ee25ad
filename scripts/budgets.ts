// The size budgets of budgets.json and the check that npm run size applies to every measurement.
import { readFileSync } from 'node:fs';

/** Kilobytes (1024 bytes) of gzip, level 9. */
export interface SizeLimit {
  js?: number;
  css?: number;
}

interface RouteBudget extends SizeLimit {
  /**
   * The lazily loaded modules (Vite manifest keys, relative to the app) that render the route on
   * first paint, besides the entry; for the portal they follow from its route table.
   */
  modules?: string[];
}

export interface AppBudget {
  /** Applies to every route of the app's route table that `routes` does not name. */
  default: SizeLimit;
  routes?: Record<string, RouteBudget>;
}

export interface Budgets {
  apps: Record<string, AppBudget>;
  packages: Record<string, SizeLimit>;
}

export function readBudgets(path: string): Budgets {
  const budgets = JSON.parse(readFileSync(path, 'utf8')) as Budgets;
  if (typeof budgets.apps !== 'object' || typeof budgets.packages !== 'object') {
    throw new Error(`${path}: "apps" and "packages" are required`);
  }
  return budgets;
}

/** The limit that applies to one route: the route's own where it sets one, else the app's default. */
export function routeLimit(app: AppBudget, path: string): SizeLimit {
  const own = app.routes?.[path] ?? {};
  return { js: own.js ?? app.default.js, css: own.css ?? app.default.css };
}

/** Route paths named in budgets.json that the app's route table no longer has (a stale budget). */
export function unknownBudgetRoutes(app: AppBudget, tablePaths: readonly string[]): string[] {
  return Object.keys(app.routes ?? {}).filter((path) => !tablePaths.includes(path));
}

export interface Measurement {
  /** What was measured: "portal /", "package identity". */
  subject: string;
  jsBytes: number;
  cssBytes?: number;
  limit: SizeLimit;
}

export interface Verdict extends Measurement {
  over: string[];
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Compares every measurement with its limit; `over` says which limit was crossed and by how much. */
export function checkBudgets(measurements: readonly Measurement[]): Verdict[] {
  return measurements.map((measurement) => {
    const over: string[] = [];
    const compare = (kind: 'JS' | 'CSS', bytes: number | undefined, limitKb: number | undefined) => {
      if (bytes === undefined || limitKb === undefined) return;
      const limitBytes = limitKb * 1024;
      if (bytes > limitBytes) {
        over.push(
          `${measurement.subject}: ${kind} ${kilobytes(bytes)} > budget ${limitKb} KB (+${kilobytes(bytes - limitBytes)})`,
        );
      }
    };
    compare('JS', measurement.jsBytes, measurement.limit.js);
    compare('CSS', measurement.cssBytes, measurement.limit.css);
    return { ...measurement, over };
  });
}

/** Pads a table into aligned columns; columns from `rightFrom` on are right-aligned (figures). */
export function formatTable(table: readonly string[][], rightFrom = 2): string[] {
  const widths: number[] = [];
  for (const row of table)
    row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column >= rightFrom ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const lines: string[] = [];
  table.forEach((row, index) => {
    lines.push(line(row));
    if (index === 0) lines.push(widths.map((width) => '─'.repeat(width)).join('  '));
  });
  return lines;
}
