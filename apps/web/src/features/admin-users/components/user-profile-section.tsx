import { USER_ROLES, type TAdminUserDetail, type TUserRole } from '@brandlens/contracts';
import { Alert, Badge, Button, Group, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AdminDetailSection, AdminFieldList } from '../../../components/admin/admin-detail-section';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUpdateAdminUser, type AdminUserChanges } from '../api/admin-user';
import { ROLE_LABELS } from '../utils/user-labels';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Only what the admin changed goes to the server (the PATCH refuses an empty change). */
function changesOf(user: TAdminUserDetail, draft: Required<AdminUserChanges>): AdminUserChanges {
  const changes: AdminUserChanges = {};
  if (draft.firstName.trim() !== user.firstName) changes.firstName = draft.firstName.trim();
  if (draft.lastName.trim() !== user.lastName) changes.lastName = draft.lastName.trim();
  if (draft.role !== user.role) changes.role = draft.role;
  if (draft.activated !== user.activated) changes.activated = draft.activated;
  return changes;
}

/** The user's record, sessions and last visit, and the form to change names, role and activation. */
export function UserProfileSection({ user }: { user: TAdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const saved = { firstName: user.firstName, lastName: user.lastName, role: user.role, activated: user.activated };
  const [draft, setDraft] = useState<Required<AdminUserChanges>>(saved);
  const changes = changesOf(user, draft);
  const hasChanges = Object.keys(changes).length > 0;

  return (
    <AdminDetailSection title="Profile">
      <AdminFieldList
        fields={[
          { label: 'Email', value: user.email },
          {
            label: 'Admin',
            value: user.isAdmin ? (
              <Badge color="orange" variant="light">
                Admin
              </Badge>
            ) : (
              'No'
            ),
          },
          { label: 'Signed up', value: formatDateTime(user.createdAt) },
          {
            label: 'Live sessions',
            value: user.sessionCount === 1 ? '1 session' : `${user.sessionCount} sessions`,
          },
          { label: 'Last seen', value: user.lastSeenAt ? formatDateTime(user.lastSeenAt) : 'Never logged in' },
        ]}
      />
      <form
        aria-label="Edit profile"
        onSubmit={(event) => {
          event.preventDefault();
          if (hasChanges)
            update.mutate(changes, {
              onSuccess: (next) =>
                setDraft({
                  firstName: next.firstName,
                  lastName: next.lastName,
                  role: next.role,
                  activated: next.activated,
                }),
            });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="First name"
            maxLength={100}
            value={draft.firstName}
            onChange={(event) => setDraft({ ...draft, firstName: event.currentTarget.value })}
            w={{ base: '100%', sm: 200 }}
          />
          <TextInput
            label="Last name"
            maxLength={100}
            value={draft.lastName}
            onChange={(event) => setDraft({ ...draft, lastName: event.currentTarget.value })}
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            value={draft.role}
            onChange={(value) => setDraft({ ...draft, role: (value as TUserRole | null) ?? draft.role })}
            w={{ base: '100%', sm: 160 }}
          />
        </Group>
        <Switch
          mt="sm"
          label="Email verified"
          description="Off makes the user verify their address again before they can change anything."
          checked={draft.activated}
          onChange={(event) => setDraft({ ...draft, activated: event.currentTarget.checked })}
        />
        <Group mt="sm" gap="sm">
          <Button type="submit" disabled={!hasChanges} loading={update.isPending}>
            Save profile
          </Button>
          {hasChanges ? (
            <Button variant="default" onClick={() => setDraft(saved)} disabled={update.isPending}>
              Undo changes
            </Button>
          ) : null}
        </Group>
      </form>
      {update.isError ? (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
      {update.isSuccess && !hasChanges ? (
        <Alert color="teal" variant="light">
          Profile saved.
        </Alert>
      ) : null}
    </AdminDetailSection>
  );
}
