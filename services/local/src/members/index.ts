export { createMemberStore, type MemberStore } from './member-store.ts';
export { memberMigrations } from './member-migrations.ts';
export {
  defaultProductsRegions,
  genders,
  isInternalStaff,
  normalizeEmail,
  type BanLevel,
  type Gender,
  type Member,
  type MemberUpdate,
  type NewMember,
  type ProductsRegions,
} from './member.ts';
export {
  EmailTakenError,
  InvalidMemberFieldError,
  MemberNotFoundError,
  MemberStoreError,
  PasswordTooShortError,
} from './member-errors.ts';
export { MIN_PASSWORD_LENGTH } from './member-validation.ts';
export { demoMemberSeeds, demoRcIds } from './demo-member-seeds.ts';
export {
  actionTokenLifetimesMs,
  createActionTokens,
  type ActionPurpose,
  type ActionTokenRecord,
  type ActionTokens,
} from './action-tokens.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
