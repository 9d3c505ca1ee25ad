import { fieldMessages } from '@portail/contracts';
import { accountSettingsMessages, ErrorSummary, messages, PasswordField } from '@portail/ui';
import { useAccount } from '../context.ts';
import { mapPasswordChangeError } from '../errors/server-error-mapping.ts';
import { summaryErrors, useSchemaForm } from '../forms/use-schema-form.ts';
import type { PasswordFormValues } from './password-schema.ts';

const text = accountSettingsMessages.password;

const fieldIds: Record<keyof PasswordFormValues, string> = {
  oldPassword: 'password-old',
  newPassword: 'password-new',
  confirmPassword: 'password-confirm',
};

const empty: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
// The rules (and valibot) load at the first change of a field or the first submit.
const loadSchema = () => import('./password-schema.ts').then((module) => module.passwordSchema);

/** Password change: SPEC.md §5 rules, §8 error mapping, success message in the status bar. */
export function PasswordForm() {
  const { api, statusBar } = useAccount();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting, invalidSubmits },
  } = useSchemaForm<PasswordFormValues>({ defaultValues: empty, loadSchema });

  const submit = async (values: PasswordFormValues) => {
    try {
      await api.changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (error) {
      const plan = mapPasswordChangeError(error);
      if (plan.status) statusBar.show(plan.status);
      if (plan.formError) setError('root.server', { type: 'server', message: plan.formError });
      if (plan.fieldErrors.oldPassword) {
        setError('oldPassword', { type: 'server', message: plan.fieldErrors.oldPassword });
        setFocus('oldPassword');
      }
      return;
    }
    reset(empty);
    statusBar.success(messages.status.passwordChanged);
  };

  return (
    <form className="password-form" noValidate onSubmit={handleSubmit(submit)}>
      <ErrorSummary errors={summaryErrors(fieldIds, errors)} focusKey={invalidSubmits} />
      <PasswordField
        id={fieldIds.oldPassword}
        label={text.current}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        id={fieldIds.newPassword}
        label={text.next}
        hint={fieldMessages.passwordHint}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id={fieldIds.confirmPassword}
        label={text.confirm}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" className="button button-primary" aria-disabled={isSubmitting || undefined}>
        {text.submit}
      </button>
    </form>
  );
}
