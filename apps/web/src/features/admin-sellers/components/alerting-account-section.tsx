import { ALERTING_ACCOUNT_NOT_FOUND } from '@brandlens/contracts';
import { Alert, Badge, Button, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { AdminDetailSection, AdminFieldList } from '../../../components/admin/admin-detail-section';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useAlertingAccount } from '../api/alerting-account';
import { AlertingAccountForm } from './alerting-account-form';

const DESCRIPTION = "Whether the seller's alert mails go out, and who else receives its daily alert summary.";

/** The seller's alerting account, or (SPEC §8 ALERTING_ACCOUNT_NOT_FOUND) the offer to set one up. */
export function AlertingAccountSection({ sellerId }: { sellerId: string }) {
  const account = useAlertingAccount(sellerId);
  const [isEditing, setIsEditing] = useState(false);

  if (account.isPending) {
    return (
      <AdminDetailSection title="Alerting account" description={DESCRIPTION}>
        <Loader size="sm" aria-label="Loading the alerting account" />
      </AdminDetailSection>
    );
  }
  if (account.isError) {
    return (
      <AdminDetailSection title="Alerting account" description={DESCRIPTION}>
        <Alert color="red" role="alert">
          {account.error.message}
        </Alert>
      </AdminDetailSection>
    );
  }
  if (account.data === ALERTING_ACCOUNT_NOT_FOUND) {
    return (
      <AdminDetailSection title="Alerting account" description={DESCRIPTION}>
        {isEditing ? (
          <AlertingAccountForm
            sellerId={sellerId}
            submitLabel="Save alerting account"
            onDone={() => setIsEditing(false)}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <>
            <Text fw={500}>No alerting account yet</Text>
            <Text size="sm" c="dimmed">
              The seller's alert mails go to its users with their own settings. Set up alerting to stop them or to copy
              the daily summary to more addresses.
            </Text>
            <div>
              <Button onClick={() => setIsEditing(true)}>Set up alerting</Button>
            </div>
          </>
        )}
      </AdminDetailSection>
    );
  }

  const saved = account.data;
  return (
    <AdminDetailSection
      title="Alerting account"
      description={DESCRIPTION}
      actions={
        isEditing ? null : (
          <Button size="xs" variant="default" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {isEditing ? (
        <AlertingAccountForm
          sellerId={sellerId}
          account={saved}
          submitLabel="Save changes"
          onDone={() => setIsEditing(false)}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <AdminFieldList
          fields={[
            {
              label: 'Alert mails',
              value: (
                <Badge color={saved.enabled ? 'teal' : 'red'} variant="light">
                  {saved.enabled ? 'On' : 'Off'}
                </Badge>
              ),
            },
            { label: 'Also sent to', value: saved.recipientEmails.join(', ') || 'Nobody else' },
            { label: 'Note', value: saved.note ?? 'None' },
            { label: 'Last changed', value: formatDateTime(saved.updatedAt) },
          ]}
        />
      )}
    </AdminDetailSection>
  );
}
