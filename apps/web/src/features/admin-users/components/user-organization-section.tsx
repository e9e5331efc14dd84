import type { TAdminUserDetail } from '@brandlens/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { PlanBadge } from '../../../components/admin/plan-badge';
import { paths } from '../../../config/paths';

/** The user's organization and its plan; the plan is changed on the organization's page. */
export function UserOrganizationSection({ organization }: { organization: TAdminUserDetail['organization'] }) {
  return (
    <AdminDetailSection
      title="Organization"
      description="The plan belongs to the organization: change it on the organization's page."
    >
      <Group gap="sm" wrap="wrap">
        <Anchor component={Link} to={paths.admin.organization.getHref(organization.slug)}>
          {organization.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {organization.slug}
        </Text>
        <PlanBadge plan={organization.plan} />
      </Group>
    </AdminDetailSection>
  );
}
