import { ZAdminOrganizationUpdate, type TAdminOrganization } from '@brandlens/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdminDetailSection, AdminFieldList } from '../../../components/admin/admin-detail-section';
import { paths } from '../../../config/paths';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUpdateAdminOrganization } from '../api/update-admin-organization';

interface SectionProps {
  idOrSlug: string;
  organization: TAdminOrganization;
}

function EditForm({ idOrSlug, organization, onDone }: SectionProps & { onDone: () => void }) {
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateAdminOrganization(idOrSlug);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only what changed goes out, so an unchanged slug is never checked against the others.
    const body = {
      name: name.trim() !== organization.name ? name : undefined,
      slug: slug.trim() !== organization.slug ? slug.trim() : undefined,
    };
    const parsed = ZAdminOrganizationUpdate.safeParse(body);
    setErrors(getFieldErrors(parsed));
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        onDone();
        // The page's address may carry the old slug: it follows the new one.
        if (idOrSlug === organization.slug && updated.slug !== organization.slug)
          void navigate(paths.admin.organization.getHref(updated.slug), { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit organization">
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Slug"
          description="Lowercase letters, digits and dashes; links with the old slug stop working."
          value={slug}
          onChange={(event) => setSlug(event.currentTarget.value)}
          error={errors.slug}
        />
        {errors[''] ? <Alert color="yellow">{errors['']}</Alert> : null}
        {update.isError ? (
          <Alert color="red" role="alert">
            {adminErrorMessage(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organization's fields, and renaming it or changing its slug. */
export function OrganizationProfileSection({ idOrSlug, organization }: SectionProps) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <AdminDetailSection
      title="Details"
      actions={
        isEditing ? null : (
          <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
            Edit name or slug
          </Button>
        )
      }
    >
      {isEditing ? (
        <EditForm idOrSlug={idOrSlug} organization={organization} onDone={() => setIsEditing(false)} />
      ) : (
        <AdminFieldList
          fields={[
            { label: 'Name', value: organization.name },
            { label: 'Slug', value: organization.slug },
            { label: 'Id', value: organization.id },
            { label: 'Users', value: organization.userCount },
            { label: 'Sellers', value: organization.sellerCount },
            {
              label: 'Subscription',
              value: organization.stripeSubscriptionId
                ? `${organization.stripeSubscriptionStatus ?? 'unknown status'} (${organization.stripeSubscriptionId})`
                : 'None',
            },
            { label: 'Created', value: formatDateTime(organization.createdAt) },
          ]}
        />
      )}
    </AdminDetailSection>
  );
}
