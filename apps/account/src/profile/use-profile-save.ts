import { useEffect, useRef, useState } from 'react';
import { useStore } from '@portail/state';
import { useAccount } from '../context.ts';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import type { ProfileField } from './profile-fields.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/** The save's code, loaded with the profile rules (the first change or submit): not the first screen's. */
export const loadProfileSubmit = () => import('./profile-submit.ts');

/**
 * The profile form's submit (`profile-submit.ts`, loaded on demand) and what it needs of the page:
 * the page data's analytics block of the moment, and the focus of a field whose server error comes
 * back while the password prompt closes (the closing dialog gives focus back to its opener first).
 */
export function useProfileSave(
  profile: MemberProfile,
  form: SchemaForm<ProfileFormValues>,
  metric: unknown,
): (values: ProfileFormValues) => Promise<void> {
  const services = useAccount();
  // The page data may arrive after the form: a save reports the metric of that moment.
  const pageMetric = useRef(metric);
  useEffect(() => {
    pageMetric.current = metric;
  }, [metric]);
  const [focusAfterDialog, setFocusAfterDialog] = useState<ProfileField | null>(null);
  const lightboxOpen = useStore(services.lightbox.store, (state) => state !== null);
  const { setFocus } = form;
  useEffect(() => {
    if (focusAfterDialog === null || lightboxOpen) return;
    setFocusAfterDialog(null);
    setFocus(focusAfterDialog);
  }, [focusAfterDialog, lightboxOpen, setFocus]);

  return async (values) => {
    const { submitProfile } = await loadProfileSubmit();
    await submitProfile(
      { services, profile, form, metric: () => pageMetric.current, focusAfterDialog: setFocusAfterDialog },
      values,
    );
  };
}
