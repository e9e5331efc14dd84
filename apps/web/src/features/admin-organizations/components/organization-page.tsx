import { Alert, Group, Loader, Stack, Title } from '@mantine/core';
import { PlanBadge } from '../../../components/admin/plan-badge';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { ApiError } from '../../../lib/api-client';
import { useAdminOrganization } from '../api/get-admin-organization';
import { OrganizationInvitesSection } from './organization-invites-section';
import { OrganizationPlanSection } from './organization-plan-section';
import { OrganizationProfileSection } from './organization-profile-section';
import { OrganizationSellersSection } from './organization-sellers-section';
import { OrganizationUsersSection } from './organization-users-section';

/** One organization: its fields, plan, users, sellers and invitations, with the admin's actions. */
export function OrganizationPage({ idOrSlug }: { idOrSlug: string }) {
  const organization = useAdminOrganization(idOrSlug);

  if (organization.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the organization" />
      </Group>
    );
  }
  if (organization.isError) {
    if (organization.error instanceof ApiError && organization.error.status === 404) {
      return (
        <EmptyStateCard
          heading="No such organization"
          action={{ label: 'All organizations', href: paths.admin.organizations.getHref() }}
        >
          {`No organization has the id or slug “${idOrSlug}”. Search for it in the list of organizations.`}
        </EmptyStateCard>
      );
    }
    return (
      <Alert color="red" title="The organization could not be loaded" role="alert">
        {adminErrorMessage(organization.error)}
      </Alert>
    );
  }

  const data = organization.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} size="h3">
          {data.name}
        </Title>
        <PlanBadge plan={data.plan} />
      </Group>
      <OrganizationProfileSection idOrSlug={idOrSlug} organization={data} />
      <OrganizationPlanSection idOrSlug={idOrSlug} organization={data} />
      <OrganizationUsersSection idOrSlug={idOrSlug} />
      <OrganizationSellersSection idOrSlug={idOrSlug} />
      <OrganizationInvitesSection idOrSlug={idOrSlug} />
    </Stack>
  );
}
