import { ZPlan, type TAdminOrganization, type TPlan } from '@brandlens/contracts';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { PLAN_LABELS, PLAN_OPTIONS } from '../../../components/admin/plan-badge';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { useUpdateAdminOrganizationPlan } from '../api/update-admin-organization';

interface OrganizationPlanSectionProps {
  idOrSlug: string;
  organization: TAdminOrganization;
}

/** Choosing another plan, confirmed first: it changes what every user of the organization sees. */
export function OrganizationPlanSection({ idOrSlug, organization }: OrganizationPlanSectionProps) {
  const [chosen, setChosen] = useState<TPlan>(organization.plan);
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateAdminOrganizationPlan(idOrSlug);

  const close = () => {
    setIsConfirming(false);
    update.reset();
  };

  return (
    <AdminDetailSection
      title="Plan"
      description="Free organizations see the free-plan limits; Paid and Enterprise do not."
    >
      <Group align="flex-end" gap="sm">
        <Select
          label="New plan"
          w={{ base: '100%', xs: 200 }}
          allowDeselect={false}
          data={PLAN_OPTIONS}
          value={chosen}
          onChange={(value) => setChosen(ZPlan.catch(organization.plan).parse(value))}
        />
        <Button onClick={() => setIsConfirming(true)} disabled={chosen === organization.plan}>
          Change plan
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title="Change the plan?"
        confirmLabel={`Change to ${PLAN_LABELS[chosen]}`}
        color="blue"
        isPending={update.isPending}
        errorMessage={update.isError ? adminErrorMessage(update.error) : null}
        onConfirm={() => update.mutate(chosen, { onSuccess: () => setIsConfirming(false) })}
        onClose={close}
      >
        {`${organization.name} moves from ${PLAN_LABELS[organization.plan]} to ${PLAN_LABELS[chosen]}. Its users see the change on their next page load. The change is recorded in the audit log.`}
      </ConfirmDialog>
    </AdminDetailSection>
  );
}
