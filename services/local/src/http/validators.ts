import { createHash } from 'node:crypto';

/** A strong entity tag for a representation's bytes. */
export function entityTag(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether `If-None-Match` names the current representation (RFC 9110 §13.1.2: weak comparison, `*`
 * matches any): the answer is then 304 with no body.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
