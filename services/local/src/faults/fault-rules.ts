import * as v from 'valibot';

/** One injected fault: which requests it hits and what happens to them. */
export interface FaultRule {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** An exact path, or a prefix ending with `*` (`/id/v3/*`). The query string is ignored. */
  path: string;
  /** Answer this status instead of the route's. */
  status?: number;
  /** Wait this long first (then answer `status`, or let the route answer). */
  delayMs?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Hit this many matching requests, then disappear; forever when absent. */
  times?: number;
  /**
   * Only requests whose bearer token names this member (`sub`), so that parallel tests on one stack
   * fault only their own member's calls.
   */
  member?: string;
}

export const faultRuleSchema = v.pipe(
  v.strictObject(
    {
      method: v.pipe(
        v.string('Le champ method est requis.'),
        v.regex(/^(\*|[A-Za-z]+)$/, 'La méthode doit être un verbe HTTP ou *.'),
        v.toUpperCase(),
      ),
      path: v.pipe(
        v.string('Le champ path est requis.'),
        v.regex(/^\/\S*$/, 'Le chemin doit commencer par /.'),
      ),
      status: v.optional(
        v.pipe(
          v.number(),
          v.integer(),
          v.minValue(200, 'Statut invalide.'),
          v.maxValue(599, 'Statut invalide.'),
        ),
      ),
      delayMs: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000, 'Délai trop long.')),
      ),
      drop: v.optional(v.literal(true)),
      times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'times doit être au moins 1.'))),
      member: v.optional(v.pipe(v.string(), v.nonEmpty('Le champ member est vide.'), v.maxLength(128))),
    },
    'Une règle est un objet avec method et path, sans autre champ que status, delayMs, drop, times et member.',
  ),
  v.check(
    (rule) => rule.status !== undefined || rule.delayMs !== undefined || rule.drop === true,
    'Une règle doit donner status, delayMs ou drop.',
  ),
);

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The active rules, first match wins; a rule with `times` is used up after that many hits. */
export class FaultRules {
  #rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.#rules.push({ ...rule });
  }

  clear(): void {
    this.#rules = [];
  }

  list(): readonly FaultRule[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  /** The rule that hits this request (of `member`, if known), counting the hit; undefined when none does. */
  take(method: string, path: string, member?: string): FaultRule | undefined {
    const index = this.#rules.findIndex(
      (rule) =>
        (rule.method === '*' || rule.method === method.toUpperCase()) &&
        pathMatches(rule.path, path) &&
        (rule.member === undefined || rule.member === member),
    );
    const rule = this.#rules[index];
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules.splice(index, 1);
    }
    return { ...rule };
  }
}
