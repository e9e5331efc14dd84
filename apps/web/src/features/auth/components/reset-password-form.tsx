import { ZResetPasswordBody } from '@brandlens/contracts';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setFlash } from '../../../lib/flash';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';

export const PASSWORD_CHANGED_FLASH = 'Your password has been changed. Log in with your new password.';

interface ResetPasswordFormProps {
  token: string | null;
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmedPassword, setConfirmedPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const reset = useResetPassword();

  if (!token) {
    return (
      <Alert color="red" variant="light" title="This reset link is incomplete">
        Open the link from the email again, or{' '}
        <Anchor component={Link} to={paths.forgotPassword.getHref()}>
          request a new link
        </Anchor>
        .
      </Alert>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZResetPasswordBody.safeParse({ token, password, confirmedPassword });
    setErrors(getFieldErrors(parsed));
    if (!parsed.success) return;
    reset.mutate(parsed.data, {
      onSuccess: () => {
        // Every session of the user ends with the reset, so the next step is logging in.
        setFlash({ message: PASSWORD_CHANGED_FLASH, type: 'success' });
        void navigate(paths.login.getHref());
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {reset.isError ? (
          <Alert color="red" variant="light">
            {reset.error.message}{' '}
            <Anchor component={Link} to={paths.forgotPassword.getHref()}>
              Request a new link
            </Anchor>
          </Alert>
        ) : null}
        <TextInput
          label="Password"
          description="8 to 64 characters"
          type="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <TextInput
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={confirmedPassword}
          onChange={(event) => setConfirmedPassword(event.currentTarget.value)}
          error={errors.confirmedPassword}
        />
        <Button type="submit" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
