import { ZSignUpUser, type TSignUpUser } from '@brandlens/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SupportLink } from '../../../components/ui/support-link';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { getSignUpError } from '../utils/sign-up-error';

interface SignUpFormProps {
  /** The invited address: shown, not editable. */
  lockedEmail?: string | undefined;
  aggregatorSlug?: string | undefined;
  isPending: boolean;
  error: unknown;
  onSubmit: (user: TSignUpUser) => void;
}

const initialValues = { email: '', password: '', confirmedPassword: '', firstName: '', lastName: '', sellerName: '' };
type SignUpValues = typeof initialValues;

export function SignUpForm({ lockedEmail, aggregatorSlug, isPending, error, onSubmit }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = error ? getSignUpError(error) : undefined;

  const field = (name: keyof SignUpValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user: TSignUpUser = {
      ...values,
      email: lockedEmail ?? values.email,
      sellerName: values.sellerName.trim() || undefined,
      aggregatorSlug: aggregatorSlug || undefined,
    };
    const parsed = ZSignUpUser.safeParse(user);
    setErrors(getFieldErrors(parsed));
    if (parsed.success) onSubmit(user);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light">
            <Text size="sm">{failure.message}</Text>
            {failure.contactSupport ? (
              <Text size="sm">
                Please contact our support team at <SupportLink />.
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {lockedEmail ? (
          <TextInput label="Email" type="email" value={lockedEmail} readOnly disabled />
        ) : (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            {...field('email')}
          />
        )}
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Group>
        <TextInput
          label="Password"
          description="8 to 64 characters"
          type="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...field('password')}
        />
        <TextInput
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...field('confirmedPassword')}
        />
        {lockedEmail ? null : <TextInput label="Store name (optional)" {...field('sellerName')} />}
        <Button type="submit" loading={isPending}>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
