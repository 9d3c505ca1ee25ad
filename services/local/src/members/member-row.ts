import { defaultProductsRegions, genders, type Gender, type Member, type ProductsRegions } from './member.ts';

/** A `members` row as node:sqlite returns it. */
export type MemberRow = Record<string, string | number | bigint | null | Uint8Array>;

function text(row: MemberRow, column: string): string {
  return String(row[column]);
}

function nullableText(row: MemberRow, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : String(value);
}

function nullableNumber(row: MemberRow, column: string): number | null {
  const value = row[column];
  return value === null || value === undefined ? null : Number(value);
}

function parseRegions(json: string): ProductsRegions {
  const value = JSON.parse(json) as Partial<Record<keyof ProductsRegions, unknown>>;
  const regions = { ...defaultProductsRegions };
  for (const key of Object.keys(regions) as (keyof ProductsRegions)[]) {
    const id = value[key];
    if (typeof id === 'number' && Number.isInteger(id)) regions[key] = id;
  }
  return regions;
}

export function memberFromRow(row: MemberRow): Member {
  const gender = nullableNumber(row, 'gender');
  return {
    rcId: text(row, 'rc_id'),
    email: text(row, 'email'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    birthMonth: nullableNumber(row, 'birth_month'),
    birthYear: nullableNumber(row, 'birth_year'),
    gender: gender !== null && genders.includes(gender as Gender) ? (gender as Gender) : null,
    postalCode: nullableText(row, 'postal_code'),
    isEmailVerified: Number(row.is_email_verified) === 1,
    banLevel: row.ban_level === 'login' ? 'login' : null,
    identityProviderUserId: text(row, 'identity_provider_user_id'),
    viafouraId: text(row, 'viafoura_id'),
    hasActiveSubscription: Number(row.has_active_subscription) === 1,
    employeeId: nullableText(row, 'employee_id'),
    ldapUsername: nullableText(row, 'ldap_username'),
    picture: nullableText(row, 'picture'),
    productsRegions: parseRegions(text(row, 'products_regions')),
    createdAt: text(row, 'created_at'),
    updatedAt: text(row, 'updated_at'),
  };
}

/** The column of each updatable field and how its value is stored. */
export const updatableColumns = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  birthMonth: 'birth_month',
  birthYear: 'birth_year',
  gender: 'gender',
  postalCode: 'postal_code',
  isEmailVerified: 'is_email_verified',
  banLevel: 'ban_level',
  hasActiveSubscription: 'has_active_subscription',
  employeeId: 'employee_id',
  ldapUsername: 'ldap_username',
  picture: 'picture',
  productsRegions: 'products_regions',
} as const;
