import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useInvite } from '../api/check-invite';
import { useRegister } from '../api/register';
import { CheckInbox } from './check-inbox';
import { SignUpForm } from './sign-up-form';

interface SignUpProps {
  /** ?token=: an invitation into an existing organization. */
  token: string | null;
  /** ?aggregator=: the partner whose invite link brought the user here. */
  aggregatorSlug: string | null;
}

export function SignUp({ token, aggregatorSlug }: SignUpProps) {
  const invite = useInvite(token);
  const register = useRegister();

  if (register.isSuccess) {
    return <CheckInbox email={register.data.user.email} verificationEmailSent={register.data.verificationEmailSent} />;
  }

  if (token && invite.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your invitation" />
      </Center>
    );
  }

  if (token && invite.isError) {
    return (
      <Alert color="red" variant="light" title="This invitation cannot be used">
        <Text size="sm">{invite.error.message}</Text>
        <Text size="sm" mt="xs">
          Ask for a new invitation, or{' '}
          <Anchor component={Link} to={paths.signUp.getHref()}>
            create an account of your own
          </Anchor>
          .
        </Text>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {invite.data ? (
        <Title order={2} size="h3">
          Join {invite.data.organizationName}
        </Title>
      ) : null}
      {aggregatorSlug ? (
        <Text size="sm" data-testid="invite-aggregator">
          You were invited by partner <strong>{aggregatorSlug}</strong>.
        </Text>
      ) : null}
      <SignUpForm
        lockedEmail={invite.data?.emailAddress}
        aggregatorSlug={aggregatorSlug ?? undefined}
        isPending={register.isPending}
        error={register.error}
        onSubmit={(user) => register.mutate({ user, token: token ?? undefined })}
      />
      <Text size="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.getHref()}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
