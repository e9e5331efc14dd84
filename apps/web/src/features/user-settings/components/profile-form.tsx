import { SUPPORTED_CURRENCY_CODES, updateUserContract, type TSessionUser } from '@brandlens/contracts';
import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notificationStore } from '../../../lib/notification-store';
import { useUpdateUser } from '../api/update-user';

const currencies = [...SUPPORTED_CURRENCY_CODES];

interface ProfileFormProps {
  /** The saved profile: the starting values of the form. */
  user: TSessionUser;
}

export function ProfileForm({ user }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [currency, setCurrency] = useState<string>(user.defaultCurrencyCode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateUser(user.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { firstName, lastName, defaultCurrencyCode: currency };
    const parsed = updateUserContract.body.safeParse(body);
    setErrors(getFieldErrors(parsed));
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => notificationStore.show({ message: 'Your profile has been saved.', type: 'success' }),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-heading">
            Profile
          </Title>
          {update.isError ? (
            <Alert color="red" variant="light">
              {update.error.message}
            </Alert>
          ) : null}
          <TextInput label="Email" value={user.email} readOnly disabled />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => setLastName(event.currentTarget.value)}
              error={errors.lastName}
            />
          </Group>
          <Select
            label="Default currency"
            description="Reports are shown in this currency unless you pick another one."
            data={currencies}
            value={currency}
            onChange={(value) => setCurrency(value ?? currency)}
            searchable
            allowDeselect={false}
            error={errors.defaultCurrencyCode}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
