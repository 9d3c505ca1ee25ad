import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The bounds of one GraphQL request, checked before validation (whose overlapping-fields rule is
 * quadratic in repeated fields: a 20 KB query of one repeated field held the process ~300 ms). The
 * account centre's page query is about 1 KB, 6 levels deep and 57 fields.
 */
export const QUERY_LIMITS = {
  /** Characters of query text. */
  maxLength: 8 * 1024,
  /** Tokens the parser reads before it gives up. */
  maxTokens: 1500,
  /** Nested selection sets, fragments expanded. */
  maxDepth: 10,
  /** Fields selected, every repetition and every fragment use counted. */
  maxFields: 300,
} as const;

export const queryLimitMessages = {
  tooLong: `La requête GraphQL est trop longue (${QUERY_LIMITS.maxLength} caractères au plus).`,
  tooDeep: `La requête GraphQL est trop imbriquée (${QUERY_LIMITS.maxDepth} niveaux au plus).`,
  tooCostly: `La requête GraphQL demande trop de champs (${QUERY_LIMITS.maxFields} au plus).`,
} as const;

interface Cost {
  fields: number;
  depth: number;
}

/**
 * The French reason a parsed document is over the depth or field bound, or undefined. Fragments are
 * expanded where they are spread (a fragment spread 10 times costs 10 times); an inline fragment is a
 * level; a fragment that spreads itself is too deep (validation would refuse it anyway).
 */
export function queryOverLimits(document: DocumentNode): string | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, Cost>();
  const expanding = new Set<string>();
  const tooDeep: Cost = { fields: 0, depth: Infinity };
  const tooMany: Cost = { fields: Infinity, depth: 0 };

  function costOf(selectionSet: SelectionSetNode): Cost {
    let fields = 0;
    let depth = 0;
    for (const selection of selectionSet.selections) {
      let inner: Cost;
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? costOf(selection.selectionSet) : { fields: 0, depth: 0 };
        inner = { fields: 1 + below.fields, depth: 1 + below.depth };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        // A level of its own: nesting inline fragments must not be a free way to go deep.
        const below = costOf(selection.selectionSet);
        inner = { fields: below.fields, depth: 1 + below.depth };
      } else {
        inner = fragmentCost(selection.name.value);
      }
      fields += inner.fields;
      depth = Math.max(depth, inner.depth);
      if (depth > QUERY_LIMITS.maxDepth) return tooDeep;
      if (fields > QUERY_LIMITS.maxFields) return tooMany;
    }
    return { fields, depth };
  }

  function fragmentCost(name: string): Cost {
    const known = fragmentCosts.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return { fields: 0, depth: 0 };
    if (expanding.has(name)) return tooDeep;
    expanding.add(name);
    const cost = costOf(fragment.selectionSet);
    expanding.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  }

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = costOf(definition.selectionSet);
    if (cost.depth > QUERY_LIMITS.maxDepth) return queryLimitMessages.tooDeep;
    if (cost.fields > QUERY_LIMITS.maxFields) return queryLimitMessages.tooCostly;
  }
  return undefined;
}
