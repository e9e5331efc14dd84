import { ALERTING_RECIPIENTS_MAX, ZAlertingAccountBody, type TAlertingAccount } from '@brandlens/contracts';
import { Alert, Button, Group, Stack, Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSaveAlertingAccount } from '../api/alerting-account';

interface AlertingAccountFormProps {
  sellerId: string;
  /** The saved account to edit; absent when setting one up. */
  account?: TAlertingAccount;
  submitLabel: string;
  onDone: () => void;
  onCancel?: () => void;
}

const splitEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Creates or replaces the alerting account; the contract's own schema checks it before sending. */
export function AlertingAccountForm({ sellerId, account, submitLabel, onDone, onCancel }: AlertingAccountFormProps) {
  const save = useSaveAlertingAccount(sellerId);
  const [enabled, setEnabled] = useState(account?.enabled ?? true);
  const [emails, setEmails] = useState(account?.recipientEmails.join('\n') ?? '');
  const [note, setNote] = useState(account?.note ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);

  return (
    <form
      aria-label="Alerting account"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZAlertingAccountBody.safeParse({ enabled, recipientEmails: splitEmails(emails), note });
        if (!parsed.success) {
          setInvalid([...new Set(parsed.error.issues.map((issue) => issue.message))].join(', '));
          return;
        }
        setInvalid(null);
        save.mutate({ ...parsed.data, note: parsed.data.note || null }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <Switch
          label="Alert mails on"
          description="Off stops the seller's alert mails, to its users and to the addresses below."
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Textarea
          label="Also send the daily alert summary to"
          description={`One address per line, at most ${ALERTING_RECIPIENTS_MAX}. Leave empty to mail only the seller's users.`}

          rows={3}
          value={emails}
          onChange={(event) => setEmails(event.currentTarget.value)}
          error={invalid}
        />
        <Textarea
          label="Note"
          description="For the admins: why the account is set up this way."

          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
