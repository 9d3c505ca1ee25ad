/**
 * The visitor-identity login (SPEC.md §7, POST `apiPaths.visitorIdentityLogin`): the member's login id
 * as JSON-LD, answered with their RC plus id (the analytics id). `@portail/member` sends and reads it;
 * the local services answer it.
 */
export interface VisitorLoginRequest {
  '@context': 'https://schema.org';
  '@type': 'Person';
  /** The member's login id (rcId). */
  identifier: string;
}

/** The answer: one JSON-LD node naming the login id and its RC plus id. */
export type VisitorLoginAnswer = [VisitorLoginRequest & { rcPlusId: string }];
