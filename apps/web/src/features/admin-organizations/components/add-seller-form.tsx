import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { useAddAdminOrganizationSeller } from '../api/add-admin-organization-seller';

/** Adds a seller by id or slug; 'already added' is an outcome shown like a success, not an error. */
export function AddSellerForm({ idOrSlug }: { idOrSlug: string }) {
  const [seller, setSeller] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useAddAdminOrganizationSeller(idOrSlug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = seller.trim();
    setFieldError(value ? null : "Write the seller's id or slug");
    if (!value) return;
    add.mutate(value, { onSuccess: (result) => result.status === 'ADDED' && setSeller('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a seller">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Add a seller"
          placeholder="Seller id or slug"
          w={{ base: '100%', xs: 320 }}
          value={seller}
          onChange={(event) => setSeller(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
          Add seller
        </Button>
      </Group>
      {add.isSuccess ? (
        <Alert mt="sm" color={add.data.status === 'ADDED' ? 'teal' : 'blue'} role="status">
          {add.data.message}
        </Alert>
      ) : null}
      {add.isError ? (
        <Alert mt="sm" color="red" role="alert">
          {adminErrorMessage(add.error)}
        </Alert>
      ) : null}
    </form>
  );
}
