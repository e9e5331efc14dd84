import { ZEmail } from '@brandlens/contracts';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useAdminInviteAll, useAdminInviteLink } from '../api/invite-admin-organization';
import { describeInviteAll } from '../utils/describe-invite-all';

function InviteLinkForm({ idOrSlug }: { idOrSlug: string }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const link = useAdminInviteLink(idOrSlug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmail.safeParse(email.trim());
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Write an email address'));
    if (parsed.success) link.mutate(parsed.data);
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submit} noValidate aria-label="Invitation link">
        <Group align="flex-start" gap="sm">
          <TextInput
            type="email"
            label="Invitation link for"
            placeholder="name@company.com"
            w={{ base: '100%', xs: 320 }}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError}
          />
          <Button type="submit" variant="light" mt={{ base: 0, xs: 25 }} loading={link.isPending}>
            Make link
          </Button>
        </Group>
      </form>
      {link.isSuccess ? (
        <Alert color="teal" role="status">
          <Stack gap={6}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link.data.inviteUrl}
            </Text>
            <Group gap="sm">
              <CopyButton value={link.data.inviteUrl}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Text
                size="xs"
                c="dimmed"
              >{`For ${link.data.emailAddress}; valid until ${formatDateTime(link.data.expiresAt)}. It is not mailed: hand it over yourself.`}</Text>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {link.isError ? (
        <Alert color="red" role="alert">
          {adminErrorMessage(link.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A link to hand over, and mailing again everyone who has not finished signing up. */
export function OrganizationInvitesSection({ idOrSlug }: { idOrSlug: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const inviteAll = useAdminInviteAll(idOrSlug);
  return (
    <AdminDetailSection
      title="Invitations"
      actions={
        <Button size="xs" variant="light" onClick={() => setIsConfirming(true)}>
          Invite all again
        </Button>
      }
    >
      <InviteLinkForm idOrSlug={idOrSlug} />
      {inviteAll.isSuccess ? (
        <Alert color="teal" role="status">
          {describeInviteAll(inviteAll.data)}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={isConfirming}
        title="Mail everyone again?"
        confirmLabel="Send the mails"
        color="blue"
        isPending={inviteAll.isPending}
        errorMessage={inviteAll.isError ? adminErrorMessage(inviteAll.error) : null}
        onConfirm={() => inviteAll.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
        onClose={() => {
          setIsConfirming(false);
          inviteAll.reset();
        }}
      >
        Every user who has not verified the address gets the verification link again, and every invitee of the last 30
        days without an account gets a new invitation.
      </ConfirmDialog>
    </AdminDetailSection>
  );
}
