import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { toAppError } from '../../lib/infra/errors';
import { useServerForm } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { FormError, InputField, fieldStyles } from '../../components/ui/form-field';
import { ChangePasswordDocument } from '../../gql/graphql';

const schema = z.object({
  // Accounts made with a one-time code have no password yet, so the old one may stay empty.
  oldPassword: z.string(),
  password: z.string().min(1, messages.profileForm.required),
});

/**
 * Settings: a new password, with the old one when the account has one. A wrong old password
 * shows 'Incorrect old password' under its field; success says so in the snackbar.
 */
export function ChangePasswordForm() {
  const [changePassword] = useMutation(ChangePasswordDocument);
  const { showSnackbar } = useSnackbar();
  const { form, formError, setFormError, showFailures, showServerError } = useServerForm(schema, {
    defaultValues: { oldPassword: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword({
        variables: { oldPassword: values.oldPassword || null, password: values.password },
      });
      reset();
      showSnackbar(messages.settings.passwordChanged);
    } catch (error) {
      if (toAppError(error).status === 'OldPasswordMismatch') {
        showFailures([{ field: 'oldPassword', message: messages.settings.oldPasswordMismatch }]);
        return;
      }
      showServerError(error, { oldPassword: 'oldPassword', password: 'password' });
    }
  });

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <InputField
        label={messages.settings.oldPassword}
        error={errors.oldPassword?.message}
        hint={messages.settings.oldPasswordHint}
        type="password"
        autoComplete="current-password"
        {...register('oldPassword')}
      />
      <InputField
        label={messages.settings.newPassword}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {messages.settings.changePassword}
      </Button>
    </form>
  );
}
