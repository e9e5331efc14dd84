import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogin, type LoginKind } from '../../../lib/session/login';
import { getLoginErrorMessage } from '../utils/login-error-message';
import { resolvePostLoginTarget } from '../utils/resolve-post-login-target';
import { CredentialFields, useCredentials } from './credential-fields';

interface LoginFormProps {
  /** 'admin' logs in through /auth/admin/login and opens the admin area. */
  kind?: LoginKind;
}

export function LoginForm({ kind = 'user' }: LoginFormProps) {
  const credentials = useCredentials();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin(kind);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = credentials.validate();
    if (!body) return;
    login.mutate(body, {
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
        <CredentialFields credentials={credentials} />
        <Button type="submit" loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
