// What npm test makes of `npm audit --omit=dev --json` (scripts/audit-production.ts): the production
// dependencies (what the apps, packages and services ship; not devDependencies) have a known advisory
// → the step fails and names them; none → it passes; the registry could not be asked (this one answers
// 405 to the bulk advisory endpoint, or the network is down) → it passes and says so in one line, since
// a registry's silence is not a finding.

/** One run of `npm audit --omit=dev --json`. */
export interface AuditAnswer {
  /** npm's exit status; null when it did not run to its end (not found, killed, timed out). */
  status: number | null;
  stdout: string;
  stderr: string;
  /** Why npm could not be run at all, if it could not. */
  error?: string;
}

export interface AuditVerdict {
  /** 'advisories' fails the step; the other two pass it. */
  outcome: 'clean' | 'advisories' | 'cannot-ask';
  lines: string[];
}

/** An advisory as npm's report (auditReportVersion 2) gives it in a package's `via`. */
interface Advisory {
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}
interface Vulnerability {
  name?: string;
  severity?: string;
  via?: (Advisory | string)[];
  nodes?: string[];
  fixAvailable?: boolean | { name?: string; version?: string };
}
interface Report {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { dependencies?: { prod?: number } };
  message?: string;
}

function parse(stdout: string): Report | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    return value !== null && typeof value === 'object' ? (value as Report) : undefined;
  } catch {
    return undefined;
  }
}

/** The first line of npm's own words on why it failed, without its « npm warn audit » prefix. */
function reasonOf(answer: AuditAnswer, report: Report | undefined): string {
  if (answer.error) return answer.error;
  if (typeof report?.message === 'string' && report.message) return report.message;
  const line = answer.stderr
    .split('\n')
    .map((text) => text.replace(/^npm (warn|error)( audit)? /, '').trim())
    .find((text) => text.length > 0);
  if (line) return line;
  return answer.status === null ? 'npm did not finish' : `npm exited with status ${answer.status}`;
}

function fixOf(vulnerability: Vulnerability): string {
  const fix = vulnerability.fixAvailable;
  if (fix === true) return 'fix: npm audit fix';
  if (fix && typeof fix === 'object' && fix.name) return `fix: ${fix.name}@${fix.version ?? 'latest'}`;
  return 'no fix published yet';
}

export function auditVerdict(answer: AuditAnswer): AuditVerdict {
  const report = parse(answer.stdout);
  if (report?.auditReportVersion === undefined || report.vulnerabilities === undefined) {
    return {
      outcome: 'cannot-ask',
      lines: [
        `audit: could not ask the registry for advisories (${reasonOf(answer, report)}); the production dependencies were not checked`,
      ],
    };
  }
  const vulnerable = Object.entries(report.vulnerabilities);
  const prod = report.metadata?.dependencies?.prod;
  const counted = prod === undefined ? 'the production dependencies' : `${prod} production dependencies`;
  if (vulnerable.length === 0) {
    return { outcome: 'clean', lines: [`audit: no known advisory for ${counted}`] };
  }
  const lines = [
    `audit: ${vulnerable.length} production package(s) with a known advisory, among ${counted}:`,
  ];
  for (const [name, vulnerability] of vulnerable) {
    const where = vulnerability.nodes?.join(', ') ?? name;
    lines.push(
      `  ✗ ${name} (${vulnerability.severity ?? 'unknown severity'}; ${where}; ${fixOf(vulnerability)})`,
    );
    for (const via of vulnerability.via ?? []) {
      lines.push(
        typeof via === 'string'
          ? `      through ${via}`
          : `      ${via.title ?? 'advisory'} (${via.severity ?? '?'}, ${via.range ?? '?'}) ${via.url ?? ''}`.trimEnd(),
      );
    }
  }
  return { outcome: 'advisories', lines };
}
