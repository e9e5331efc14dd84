import type { TOrganizationMember, TUserRole } from '@brandlens/contracts';
import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/format-date-time';
import { useSession } from '../../../lib/session/get-session';
import { useOrganizationMembers } from '../api/get-organization-members';

const roleLabels: Record<TUserRole, string> = { USER: 'Member', OPERATIONS: 'Operations user' };

const fullName = (member: TOrganizationMember) => `${member.firstName} ${member.lastName}`.trim() || '—';

interface OrganizationMembersProps {
  /** The way to invite more people (hidden for those who may not invite). */
  inviteAction?: ReactNode;
}

/** Who is in the organization, and who was invited and has not signed up yet. */
export function OrganizationMembers({ inviteAction }: OrganizationMembersProps) {
  const members = useOrganizationMembers();
  const { data: session } = useSession();

  let body: ReactNode;
  if (members.isPending) body = <Loader size="sm" aria-label="Loading the members" />;
  else if (members.isError) {
    body = (
      <Alert color="red" variant="light">
        {members.error.message}
      </Alert>
    );
  } else {
    const { pendingInvitations } = members.data;
    body = (
      <Stack gap="lg">
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Joined</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Group gap="xs">
                      {fullName(member)}
                      {member.id === session?.user.id ? (
                        <Badge size="xs" variant="light">
                          You
                        </Badge>
                      ) : null}
                      {member.activated ? null : (
                        <Badge size="xs" color="gray" variant="light">
                          Email not verified
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{roleLabels[member.role]}</Table.Td>
                  <Table.Td>{formatDate(member.joinedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <div>
          <Title order={3} size="h5" mb="xs">
            Pending invitations
          </Title>
          {pendingInvitations.length === 0 ? (
            <Text size="sm" c="dimmed">
              No invitation is waiting for a sign-up.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Pending invitations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Invited on</Table.Th>
                    <Table.Th>Valid until</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pendingInvitations.map((invitation) => (
                    <Table.Tr key={invitation.emailAddress}>
                      <Table.Td>{invitation.emailAddress}</Table.Td>
                      <Table.Td>{formatDate(invitation.invitedAt)}</Table.Td>
                      <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </div>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="members-heading">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="members-heading">
            {members.data ? `Members of ${members.data.organization.name}` : 'Members'}
          </Title>
          {inviteAction}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
