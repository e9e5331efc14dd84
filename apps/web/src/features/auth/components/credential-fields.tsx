import { ZLoginBody, type TLoginBody } from '@brandlens/contracts';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';

export interface Credentials {
  email: string;
  password: string;
  errors: FieldErrors;
  setEmail: (email: string) => void;
  setPassword: (password: string) => void;
  /** Checks the fields as the login body; shows their errors and answers the body when they are valid. */
  validate: () => TLoginBody | undefined;
}

/** The email and password of a login form, checked with the login body's own schema. */
export function useCredentials(): Credentials {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = () => {
    const parsed = ZLoginBody.safeParse({ username: email, password });
    const fieldErrors = getFieldErrors(parsed);
    if (!password) fieldErrors.password = 'Write your password';
    setErrors(fieldErrors);
    return parsed.success && password ? parsed.data : undefined;
  };
  return { email, password, errors, setEmail, setPassword, validate };
}

export function CredentialFields({ credentials }: { credentials: Credentials }) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        withAsterisk={false}
        value={credentials.email}
        onChange={(event) => credentials.setEmail(event.currentTarget.value)}
        error={credentials.errors.username}
      />
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        withAsterisk={false}
        value={credentials.password}
        onChange={(event) => credentials.setPassword(event.currentTarget.value)}
        error={credentials.errors.password}
      />
    </>
  );
}
