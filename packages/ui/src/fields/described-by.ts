/** The ids that describe a field: its hint then its error, in reading order. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = fieldIds(id);
  const list = [hint ? ids.hint : null, error ? ids.error : null, extra ?? null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
