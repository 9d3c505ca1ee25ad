/** SPEC.md §9: GraphQL text lines wrap above 80 characters. */
const GRAPHQL_MAX_LINE_LENGTH = 80;

const PUNCTUATORS = new Set(['{', '}', '(', ')', '[', ']', ':', '!', '=', '@', '|', '&']);

/** Splits GraphQL source into tokens; commas and comments are insignificant and dropped. */
function tokenize(source: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (/[\s,\uFEFF]/.test(char)) {
      index += 1;
    } else if (char === '#') {
      while (index < source.length && !/[\n\r]/.test(source.charAt(index))) index += 1;
    } else if (source.startsWith('"""', index)) {
      const end = source.indexOf('"""', index + 3);
      if (end === -1) throw new SyntaxError('Unterminated block string in GraphQL source');
      tokens.push(source.slice(index, end + 3));
      index = end + 3;
    } else if (char === '"') {
      let end = index + 1;
      while (end < source.length && source.charAt(end) !== '"') end += source.charAt(end) === '\\' ? 2 : 1;
      if (end >= source.length) throw new SyntaxError('Unterminated string in GraphQL source');
      tokens.push(source.slice(index, end + 1));
      index = end + 1;
    } else if (source.startsWith('...', index)) {
      tokens.push('...');
      index += 3;
    } else if (PUNCTUATORS.has(char)) {
      tokens.push(char);
      index += 1;
    } else {
      const match = /^\$?[_A-Za-z0-9.+-]+/.exec(source.slice(index));
      if (!match) throw new SyntaxError(`Unexpected character « ${char} » in GraphQL source`);
      tokens.push(match[0]);
      index += match[0].length;
    }
  }
  return tokens;
}

/** A run of tokens printed on one line: names and values separated by spaces, punctuation tight. */
function joinInline(tokens: readonly string[]): string {
  let text = '';
  let previous = '';
  for (const token of tokens) {
    const tight =
      text === '' ||
      token === ':' ||
      token === '!' ||
      token === ')' ||
      token === ']' ||
      previous === '(' ||
      previous === '[' ||
      previous === '@' ||
      (previous === '...' && token !== 'on') ||
      (token === '(' && previous !== ':' && previous !== '=') ||
      (token === '[' && previous !== ':' && previous !== '=');
    text += tight ? token : ` ${token}`;
    previous = token;
  }
  return text;
}

/** Splits the inside of an argument or variable list into its items, nested values kept whole. */
function splitItems(tokens: readonly string[]): string[][] {
  const items: string[][] = [];
  let depth = 0;
  tokens.forEach((token, index) => {
    if (items.length === 0 || (depth === 0 && tokens[index + 1] === ':')) items.push([]);
    items[items.length - 1]?.push(token);
    if (token === '(' || token === '[' || token === '{') depth += 1;
    if (token === ')' || token === ']' || token === '}') depth -= 1;
  });
  return items;
}

/** The index just after the parenthesis that closes the one at `start`. */
function closingIndex(tokens: readonly string[], start: number): number {
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    if (tokens[index] === '(') depth += 1;
    if (tokens[index] === ')') depth -= 1;
    if (depth === 0) return index + 1;
  }
  throw new SyntaxError('Unbalanced parentheses in GraphQL source');
}

/** Tokens after which the next name belongs to the same selection (alias, fragment, directive). */
const CONTINUES_LINE = new Set([':', '...', 'on', '@', '=']);

/**
 * Prints a GraphQL document in one stable shape: one selection per line, two-space indentation, and
 * an argument or variable list broken one item per line when its line would pass 80 characters (as
 * graphql-js `print` does). The same query always prints the same text, so its SHA-256 is stable.
 */
export function printQuery(source: string): string {
  const tokens = tokenize(source);
  const lines: string[] = [];
  let indent = 0;
  let line: string[] = [];
  const pad = () => '  '.repeat(indent);
  const flush = () => {
    if (line.length > 0) lines.push(pad() + joinInline(line));
    line = [];
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    if (token === '{') {
      line.push('{');
      flush();
      indent += 1;
    } else if (token === '}') {
      flush();
      indent = Math.max(0, indent - 1);
      lines.push(`${pad()}}`);
    } else if (token === '(') {
      const end = closingIndex(tokens, index);
      const items = splitItems(tokens.slice(index + 1, end - 1)).map(joinInline);
      const head = joinInline(line);
      const group = `${head}(${items.join(', ')})`;
      const suffix = tokens[end] === '{' ? ' {' : '';
      if (pad().length + group.length + suffix.length <= GRAPHQL_MAX_LINE_LENGTH) {
        line = [group];
      } else {
        lines.push(`${pad()}${head}(`);
        for (const item of items) lines.push(`${pad()}  ${item}`);
        line = [')'];
      }
      index = end - 1;
    } else {
      const previous = line[line.length - 1];
      const startsSelection =
        indent > 0 && previous !== undefined && !CONTINUES_LINE.has(previous) && /^[_A-Za-z.]/.test(token);
      if (startsSelection) flush();
      line.push(token);
    }
  }
  flush();
  return lines.join('\n');
}
