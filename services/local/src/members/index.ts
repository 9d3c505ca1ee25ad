export { createMemberStore, type MemberStore } from './member-store.ts';
export { type Member, type MemberUpdate, type ProductsRegions } from './member.ts';
export { EmailTakenError } from './member-errors.ts';
export { demoRcIds } from './demo-member-seeds.ts';
export { createActionTokens } from './action-tokens.ts';
