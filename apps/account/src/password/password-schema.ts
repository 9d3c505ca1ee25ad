import * as v from 'valibot';
import { newPasswordError, PASSWORD_MIN_LENGTH, fieldMessages } from '@portail/contracts';

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const form = fieldMessages;

/** SPEC.md §5 password rules: required, 8 characters minimum, confirmation matching. */
export const passwordSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty(form.passwordRequired)),
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty(form.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, form.passwordTooShort),
      // The rest of the shared rule (@portail/contracts), with its message: not spaces only, at most
      // 128 characters — what the member APIs and the provider's pages refuse.
      v.rawCheck(({ dataset, addIssue }) => {
        const message = dataset.typed ? newPasswordError(dataset.value) : undefined;
        if (message) addIssue({ message });
      }),
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
