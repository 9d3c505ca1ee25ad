// Playwright's global teardown: when the accessibility walk ran, its table (walk-report.ts).
import { writeFileSync } from 'node:fs';
import { formatReport, readRows, reportPath } from './walk-report.ts';

export default function writeWalkReport(): void {
  const rows = readRows();
  if (rows.length === 0) return;
  const report = formatReport(rows);
  writeFileSync(reportPath, report);
  console.log(`\nAccessibility walk (${reportPath}):\n\n${report}`);
}
