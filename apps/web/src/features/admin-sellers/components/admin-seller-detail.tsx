import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminSeller } from '../api/admin-seller';
import { AlertingAccountSection } from './alerting-account-section';
import { SellerFieldsSection } from './seller-fields-section';
import { SellerOrganizationsSection } from './seller-organizations-section';
import { SellerUsersSection } from './seller-users-section';

/** One seller: its record, organizations, users and alerting account. */
export function AdminSellerDetail({ sellerId }: { sellerId: string }) {
  const seller = useAdminSeller(sellerId);

  if (seller.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the seller" />
      </Group>
    );
  }
  if (seller.isError) {
    // A malformed id answers 422 from the contract, an unknown one 404: both mean 'no such seller'.
    const isMissing = seller.error instanceof ApiError && [404, 422].includes(seller.error.status);
    return isMissing ? (
      <EmptyStateCard
        heading="Seller not found"
        action={{ label: 'Back to the sellers', href: paths.admin.sellers.getHref() }}
      >
        No seller has this id. Find it in the sellers list by its name, slug or external id.
      </EmptyStateCard>
    ) : (
      <Alert color="red" title="The seller could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{seller.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void seller.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { data } = seller;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {data.name}
        </Title>
        <Badge variant="light" color={data.listingOptimizationEnabled ? 'teal' : 'gray'}>
          {data.listingOptimizationEnabled ? 'Listing optimisation on' : 'Listing optimisation off'}
        </Badge>
        <Anchor component={Link} to={paths.admin.sellers.getHref()} size="sm" ml="auto">
          All sellers
        </Anchor>
      </Group>
      <SellerFieldsSection seller={data} />
      <SellerOrganizationsSection sellerId={data.id} sellerName={data.name} />
      <SellerUsersSection sellerId={data.id} />
      <AlertingAccountSection sellerId={data.id} />
    </Stack>
  );
}
