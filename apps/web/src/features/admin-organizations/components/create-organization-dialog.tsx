import { ZAdminOrganizationCreate, ZPlan, type TPlan } from '@brandlens/contracts';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PLAN_OPTIONS } from '../../../components/admin/plan-badge';
import { paths } from '../../../config/paths';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateAdminOrganization } from '../api/create-admin-organization';

interface CreateOrganizationDialogProps {
  opened: boolean;
  onClose: () => void;
}

function CreateOrganizationForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [plan, setPlan] = useState<TPlan>('DEFAULT');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateAdminOrganization();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminOrganizationCreate.safeParse({ name, slug: slug.trim() || undefined, plan });
    setErrors(getFieldErrors(parsed));
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (organization) => void navigate(paths.admin.organization.getHref(organization.slug)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="Slug"
          description="Leave empty to make one from the name."
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value)}
          error={errors.slug}
        />
        <Select
          label="Plan"
          allowDeselect={false}
          data={PLAN_OPTIONS}
          value={plan}
          onChange={(value) => setPlan(ZPlan.catch('DEFAULT').parse(value))}
        />
        {create.isError ? (
          <Alert color="red" role="alert">
            {adminErrorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new organization without users; the admin lands on its page to add sellers and invite people. */
export function CreateOrganizationDialog({ opened, onClose }: CreateOrganizationDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create organization">
      {/* Mounted per opening, so nothing typed last time lingers. */}
      {opened ? <CreateOrganizationForm onClose={onClose} /> : null}
    </Modal>
  );
}
