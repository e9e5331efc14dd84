import { PLANS, type TAdminOverview } from '@brandlens/contracts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlanBadge } from '../../../components/admin/plan-badge';
import { paths } from '../../../config/paths';

const count = new Intl.NumberFormat('en-US');

function CountCard({
  label,
  value,
  href,
  children,
}: {
  label: string;
  value: number;
  href: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Anchor component={Link} to={href} size="sm" c="dimmed">
          {label}
        </Anchor>
        <Text size="xl" fw={700} aria-label={`${label}: ${value}`}>
          {count.format(value)}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The admin home's counts, each leading to its list. */
export function AdminCounts({ overview }: { overview: TAdminOverview }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <CountCard label="Organizations" value={overview.organizationCount} href={paths.admin.organizations.getHref()}>
        <Group gap="xs">
          {PLANS.map((plan) => (
            <Anchor key={plan} component={Link} to={paths.admin.organizations.getHref({ plan })} underline="never">
              <Group gap={4} wrap="nowrap">
                <PlanBadge plan={plan} />
                <Text size="sm">{count.format(overview.organizationsByPlan[plan] ?? 0)}</Text>
              </Group>
            </Anchor>
          ))}
        </Group>
      </CountCard>
      <CountCard label="Sellers" value={overview.sellerCount} href={paths.admin.sellers.getHref()} />
      <CountCard label="Users" value={overview.userCount} href={paths.admin.users.getHref()} />
      <CountCard
        label="Active sessions (24 h)"
        value={overview.activeSessionsLast24h}
        href={paths.admin.users.getHref()}
      >
        <Text
          size="sm"
          c="dimmed"
        >{`${count.format(overview.activeUsersLast24h)} ${overview.activeUsersLast24h === 1 ? 'user' : 'users'} active`}</Text>
      </CountCard>
    </SimpleGrid>
  );
}
