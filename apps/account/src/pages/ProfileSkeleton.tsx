import { messages } from '@portail/ui';
import { PageSkeleton, SkeletonButton, SkeletonField } from '../loading/Skeleton.tsx';
import { genderOptions } from '../profile/gender-options.ts';
import { PersonalSection, ProfileHeading } from './ProfileHeading.tsx';

const text = messages.account.profile;

/**
 * "/" while the member loads: the profile page's heading and « Renseignements personnels » with the
 * profile form's fields (labels and hints as the form has them for a complete profile), grey boxes
 * in place of the inputs. The settings sections below load after the form in any case.
 */
export function ProfileSkeleton({ search }: { search: string }) {
  return (
    <PageSkeleton>
      <ProfileHeading profile={null} search={search} />
      <PersonalSection>
        <div className="profile-form" aria-hidden="true">
          <div className="form-row">
            <SkeletonField label={text.firstName} />
            <SkeletonField label={text.lastName} />
          </div>
          <SkeletonField label={text.email} />
          <SkeletonField
            label={text.postalCode}
            hint={text.postalCodeHint}
            input="field-input field-input-short"
          />
          <fieldset className="field birth-date">
            <legend className="field-label">{text.birthDate}</legend>
            <div className="form-row">
              <SkeletonField label={text.birthMonth} input="field-select" />
              <SkeletonField
                label={text.birthYear}
                hint={text.birthYearHint}
                input="field-input field-input-short"
              />
            </div>
          </fieldset>
          <fieldset className="field radio-group">
            <legend className="field-label">{text.gender}</legend>
            <div className="radio-options">
              {genderOptions.map((option) => (
                <div className="radio-option" key={option.value}>
                  <span className="skeleton-radio" />
                  {option.label}
                </div>
              ))}
            </div>
          </fieldset>
          <SkeletonButton label={text.save} />
        </div>
      </PersonalSection>
    </PageSkeleton>
  );
}
