/** Up to two capital letters for an avatar without a photo: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-‐–—]+/u)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('fr-CA');
  return letter(first) + (last ? letter(last) : '');
}
