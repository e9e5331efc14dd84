import type { TAdminSeller } from '@brandlens/contracts';
import { Alert, Button, Group, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AdminDetailSection, AdminFieldList } from '../../../components/admin/admin-detail-section';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUpdateAdminSeller } from '../api/admin-seller';

/** The seller's record: renaming it, and listing optimisation switched on or off after a confirm. */
export function SellerFieldsSection({ seller }: { seller: TAdminSeller }) {
  const [name, setName] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const rename = useUpdateAdminSeller(seller.id);
  const toggle = useUpdateAdminSeller(seller.id);
  const nextListingOptimization = !seller.listingOptimizationEnabled;

  return (
    <AdminDetailSection title="Details">
      <AdminFieldList
        fields={[
          { label: 'Slug', value: seller.slug },
          { label: 'External id', value: seller.externalId ?? 'None' },
          { label: 'Created', value: formatDateTime(seller.createdAt) },
          {
            label: 'Connections',
            value:
              seller.connections.map((connection) => `${connection.provider} (${connection.status})`).join(', ') ||
              'None yet',
          },
        ]}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name === null) return;
          rename.mutate({ name: name.trim() }, { onSuccess: () => setName(null) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name"
            value={name ?? seller.name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
            error={rename.isError ? rename.error.message : undefined}
          />
          <Button type="submit" variant="default" loading={rename.isPending} disabled={name === null}>
            Save name
          </Button>
        </Group>
      </form>
      <Switch
        label="Listing optimisation"
        description="Lets the seller's users get listing suggestions and push changes to the marketplace."
        checked={seller.listingOptimizationEnabled}
        onChange={() => {
          toggle.reset();
          setIsConfirming(true);
        }}
      />
      {toggle.isSuccess ? (
        <Alert color="teal" variant="light">
          {`Listing optimisation is now ${seller.listingOptimizationEnabled ? 'on' : 'off'}.`}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={isConfirming}
        title={nextListingOptimization ? 'Switch listing optimisation on?' : 'Switch listing optimisation off?'}
        confirmLabel={nextListingOptimization ? 'Switch on' : 'Switch off'}
        color={nextListingOptimization ? 'teal' : 'red'}
        isPending={toggle.isPending}
        errorMessage={toggle.isError ? toggle.error.message : null}
        onClose={() => setIsConfirming(false)}
        onConfirm={() =>
          toggle.mutate(
            { listingOptimizationEnabled: nextListingOptimization },
            { onSuccess: () => setIsConfirming(false) },
          )
        }
      >
        {nextListingOptimization
          ? `${seller.name}'s users will be able to optimise listings and push them to the marketplace.`
          : `${seller.name}'s users will no longer be able to optimise listings or push changes to the marketplace.`}
      </ConfirmDialog>
    </AdminDetailSection>
  );
}
