import { Alert, Button, CloseButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notificationStore } from '../../../lib/notification-store';
import { useInviteUsers } from '../api/invite-users';
import { describeInviteError, describeInviteResult } from '../utils/describe-invite-outcome';
import { validateInviteEmails } from '../utils/validate-invite-emails';

const MAX_FIELDS = 20;

interface InviteUserDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
  organizationName: string;
}

export function InviteUserDialog({ opened, onClose, userId, organizationName }: InviteUserDialogProps) {
  const [fields, setFields] = useState<string[]>(['']);
  const [fieldErrors, setFieldErrors] = useState<(string | undefined)[]>([]);
  const invite = useInviteUsers();
  // The alert is derived from the last call, so resetting the mutation clears it.
  const alert = invite.isError
    ? describeInviteError(invite.error)
    : invite.isSuccess
      ? describeInviteResult(invite.data).alert
      : undefined;

  // SPEC §4: closing resets the fields and the alert.
  const close = () => {
    setFields(['']);
    setFieldErrors([]);
    invite.reset();
    onClose();
  };

  const setField = (index: number, value: string) =>
    setFields((current) => current.map((entry, position) => (position === index ? value : entry)));
  const removeField = (index: number) => {
    setFields((current) => current.filter((_entry, position) => position !== index));
    setFieldErrors((current) => current.filter((_entry, position) => position !== index));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateInviteEmails(fields);
    setFieldErrors(validation.fieldErrors);
    if (!validation.emailAddresses) return;
    invite.mutate(
      { userId, emailAddresses: validation.emailAddresses },
      {
        onSuccess: (inviteSent) => {
          const outcome = describeInviteResult(inviteSent);
          if (outcome.notification) notificationStore.show({ message: outcome.notification, type: 'success' });
          if (outcome.closeDialog) close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} size={600} title={`Invite User to ${organizationName}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color={alert.type === 'warning' ? 'yellow' : 'red'} variant="light" data-type={alert.type}>
              {alert.message}
            </Alert>
          ) : null}
          {fields.map((value, index) => (
            <TextInput
              // Rows are only appended or removed, and each holds plain text: the index is stable enough.
              key={index}
              label={index === 0 ? 'Email' : `Email ${index + 1}`}
              type="email"
              placeholder="colleague@company.com"
              value={value}
              onChange={(event) => setField(index, event.currentTarget.value)}
              error={fieldErrors[index]}
              rightSection={
                index === 0 ? null : (
                  <CloseButton aria-label={`Remove email ${index + 1}`} onClick={() => removeField(index)} />
                )
              }
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              onClick={() => setFields((current) => [...current, ''])}
              disabled={fields.length >= MAX_FIELDS}
            >
              Add another email
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
