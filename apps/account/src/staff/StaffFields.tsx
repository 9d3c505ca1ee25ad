import { accountStaffMessages, TextField } from '@portail/ui';
import type { MemberProfile } from '../member/member-profile.ts';

const text = accountStaffMessages;

/** Internal staff see their employee fields, read-only. */
export function StaffFields({ profile }: { profile: Pick<MemberProfile, 'employeeId' | 'ldapUsername'> }) {
  if (!profile.employeeId && !profile.ldapUsername) return null;
  return (
    <section className="account-section" aria-labelledby="staff-heading">
      <h2 id="staff-heading">{text.heading}</h2>
      {profile.employeeId ? (
        <TextField id="staff-employeeId" label={text.employeeId} value={profile.employeeId} readOnly />
      ) : null}
      {profile.ldapUsername ? (
        <TextField id="staff-ldapUsername" label={text.ldapUsername} value={profile.ldapUsername} readOnly />
      ) : null}
    </section>
  );
}
