import { ZLoginBody } from '@brandlens/contracts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useLogin, type LoginKind } from '../../../lib/session/login';
import { getLoginErrorMessage } from '../utils/login-error-message';
import { resolvePostLoginTarget } from '../utils/resolve-post-login-target';

interface LoginFormProps {
  /** 'admin' logs in through /auth/admin/login and opens the admin area. */
  kind?: LoginKind;
}

export function LoginForm({ kind = 'user' }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin(kind);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLoginBody.safeParse({ username: email, password });
    const fieldErrors = getFieldErrors(parsed);
    if (!password) fieldErrors.password = 'Write your password';
    setErrors(fieldErrors);
    if (!parsed.success || !password) return;
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if (kind === 'admin') {
          void navigate(paths.admin.root.getHref());
          return;
        }
        const target = resolvePostLoginTarget(result, searchParams.get('returnTo'));
        if (target.type === 'assign') window.location.assign(target.url);
        else void navigate(target.to);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {login.isError ? (
          <Alert color="red" variant="light">
            {getLoginErrorMessage(login.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.username}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
