import { ZEmail } from '@brandlens/contracts';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

// The answer is the same whether or not the address has an account, so the page cannot be used
// to find out who is a customer.
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for this email address, we have sent it a link to reset your password. The link is valid for one hour.';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmail.safeParse(email);
    setError(getFieldErrors(parsed)['']);
    if (parsed.success) request.mutate(parsed.data);
  };

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status" title="Check your inbox">
        {RESET_LINK_SENT_MESSAGE}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        {request.isError ? (
          <Alert color="red" variant="light">
            {request.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
