import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface CheckInboxProps {
  email: string;
  verificationEmailSent: boolean;
}

/** What a new account sees: the verification mail is on its way (or, honestly, that it is not). */
export function CheckInbox({ email, verificationEmailSent }: CheckInboxProps) {
  return (
    <Stack gap="md">
      {verificationEmailSent ? (
        <Alert color="teal" variant="light" role="status" title="Check your inbox">
          We sent a verification link to <strong>{email}</strong>. Open it to activate your account.
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" role="status" title="Your account is ready">
          We could not send the verification email to <strong>{email}</strong> just now. Log in and use “Resend
          verification email” on your dashboard.
        </Alert>
      )}
      <Text size="sm">
        <Anchor component={Link} to={paths.login.getHref()}>
          Go to log in
        </Anchor>
      </Text>
    </Stack>
  );
}
