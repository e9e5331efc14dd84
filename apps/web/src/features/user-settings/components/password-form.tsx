import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZChangePasswordBody } from '@brandlens/contracts';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notificationStore } from '../../../lib/notification-store';
import { useChangePassword } from '../api/change-password';

const emptyFields = { currentPassword: '', password: '', confirmedPassword: '' };

const isWrongCurrentPassword = (error: Error | null) =>
  error instanceof ApiError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'code' in error.body &&
  error.body.code === 'WRONG_CURRENT_PASSWORD';

const savedMessage = (otherSessionsEnded: number) =>
  otherSessionsEnded === 0
    ? 'Your password has been changed.'
    : `Your password has been changed. ${otherSessionsEnded === 1 ? '1 other session was' : `${otherSessionsEnded} other sessions were`} logged out.`;

/** Change the password: the current one is checked by the server; other browsers are logged out. */
export function PasswordForm() {
  const [fields, setFields] = useState(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();
  const setField = (name: keyof typeof emptyFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
    if (change.isError) change.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordBody.safeParse(fields);
    setErrors(getFieldErrors(parsed));
    if (!parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: ({ otherSessionsEnded }) => {
        setFields(emptyFields);
        notificationStore.show({ message: savedMessage(otherSessionsEnded), type: 'success' });
      },
    });
  };

  const wrongCurrent = isWrongCurrentPassword(change.error);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="password-heading">
              Password
            </Title>
            <Text size="sm" c="dimmed">
              {`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Changing it logs you out everywhere else; this browser stays logged in.`}
            </Text>
          </div>
          {change.isError && !wrongCurrent ? (
            <Alert color="red" variant="light">
              {change.error.message}
            </Alert>
          ) : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={fields.currentPassword}
            onChange={setField('currentPassword')}
            error={errors.currentPassword ?? (wrongCurrent ? change.error?.message : undefined)}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={fields.password}
            onChange={setField('password')}
            error={errors.password}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={fields.confirmedPassword}
            onChange={setField('confirmedPassword')}
            error={errors.confirmedPassword}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
