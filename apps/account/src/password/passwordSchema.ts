import * as v from 'valibot';
import { messages } from '@portail/ui';

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const MINIMUM_PASSWORD_LENGTH = 8;

const { form } = messages;

/** SPEC.md §5 password rules: required, 8 characters minimum, confirmation matching. */
export const passwordSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty(form.passwordRequired)),
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty(form.passwordRequired),
      v.minLength(MINIMUM_PASSWORD_LENGTH, form.passwordTooShort),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(form.passwordRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.confirmPassword === '' || input.newPassword === input.confirmPassword,
      form.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
) as v.GenericSchema<PasswordFormValues>;
