import { memo } from 'react';
import { monthNames, profileLackMessages } from '@portail/contracts';
import { messages, RadioGroup, Select, TextField } from '@portail/ui';
import type { SchemaForm, SchemaFormErrors } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { genderOptions } from './gender-options.ts';
import { profileFields, type ProfileField } from './profile-fields.ts';
import type { ProfileFormValues } from './profile-schema.ts';

const text = messages.account.profile;
const monthOptions = monthNames.map((label, index) => ({ value: String(index + 1), label }));

/** The fields' element ids (`{prefix}-{field}`): what labels and the error summary link to. */
export function profileFieldIds(prefix: string): Record<ProfileField, string> {
  return Object.fromEntries(profileFields.map((field) => [field, `${prefix}-${field}`])) as Record<
    ProfileField,
    string
  >;
}

export interface ProfileFieldsProps {
  /** The fields to show (the whole form, or a completion step's pick), rendered in the form's order. */
  fields: readonly ProfileField[];
  /** The fields' element ids (`profileFieldIds`). */
  ids: Record<ProfileField, string>;
  errors: SchemaFormErrors<ProfileFormValues>;
  register: SchemaForm<ProfileFormValues, unknown>['register'];
  /**
   * The member's profile, for the whole form: what it lacks is flagged, and month and year sit under
   * the « Date de naissance » legend. A completion step leaves it out: its title says what it asks.
   */
  profile?: Pick<MemberProfile, 'postalCode' | 'birthDate' | 'gender'>;
}

/**
 * The profile's fields, as the profile form and each completion step show them (SPEC.md §5 labels).
 * Memoised: a press of the form's button (its state) or a form-level error leaves them as they are.
 */
export const ProfileFields = memo(function ProfileFields({
  fields,
  ids,
  errors,
  register,
  profile,
}: ProfileFieldsProps) {
  const shows = (field: ProfileField) => fields.includes(field);
  const birthDate = (
    <div className="form-row">
      <Select
        id={ids.birthMonth}
        label={text.birthMonth}
        placeholder={text.chooseMonth}
        options={monthOptions}
        autoComplete="bday-month"
        error={errors.birthMonth?.message}
        {...register('birthMonth')}
      />
      <TextField
        id={ids.birthYear}
        label={text.birthYear}
        hint={text.birthYearHint}
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        className="field-input-short"
        error={errors.birthYear?.message}
        {...register('birthYear')}
      />
    </div>
  );
  return (
    <>
      {shows('firstName') ? (
        <div className="form-row">
          <TextField
            id={ids.firstName}
            label={text.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id={ids.lastName}
            label={text.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
      ) : null}
      {shows('email') ? (
        <TextField
          id={ids.email}
          label={text.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
      ) : null}
      {shows('postalCode') ? (
        <TextField
          id={ids.postalCode}
          label={text.postalCode}
          autoComplete="postal-code"
          className="field-input-short"
          hint={
            profile && !profile.postalCode
              ? `${profileLackMessages.postalCodeMissing} ${text.postalCodeHint}`
              : text.postalCodeHint
          }
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      ) : null}
      {!shows('birthMonth') ? null : profile ? (
        <fieldset className="field birth-date">
          <legend className="field-label">{text.birthDate}</legend>
          {profile.birthDate ? null : <p className="field-hint">{profileLackMessages.birthDateMissing}</p>}
          {birthDate}
        </fieldset>
      ) : (
        birthDate
      )}
      {shows('gender') ? (
        <RadioGroup
          id={ids.gender}
          legend={text.gender}
          options={genderOptions}
          hint={profile?.gender === null ? profileLackMessages.genderMissing : undefined}
          error={errors.gender?.message}
          inputProps={register('gender')}
        />
      ) : null}
    </>
  );
});
