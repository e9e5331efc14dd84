import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { useSellers } from '../../../lib/sellers/get-sellers';

/** The dashboard home: every seller the organization sees, each leading to its overview. */
export function SellerList() {
  const sellers = useSellers();

  if (sellers.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading your sellers">
        <Skeleton h={88} radius="md" />
        <Skeleton h={88} radius="md" />
      </SimpleGrid>
    );
  }

  if (sellers.isError) {
    return (
      <Alert color="red" variant="light" title="Your sellers could not be loaded">
        {sellers.error.message}
      </Alert>
    );
  }

  if (sellers.data.length === 0) {
    return (
      <EmptyStateCard heading="No sellers yet">
        Your organization has no sellers yet. Once an Amazon or Shopify account is connected to your organization, its
        seller appears here with its reports.
      </EmptyStateCard>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Your sellers
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sellers.data.map((seller) => (
          <Paper key={seller.id} withBorder radius="md" p="md" component="li">
            <Stack gap={4}>
              <Anchor component={Link} to={paths.seller.root.getHref(seller.slug)} fw={600} truncate>
                {seller.name || seller.slug}
              </Anchor>
              <Group gap="xs">
                <Text size="xs" c="dimmed" truncate>
                  {seller.slug}
                </Text>
                {seller.externalId ? null : (
                  <Badge size="xs" variant="outline" color="gray">
                    Not connected
                  </Badge>
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
