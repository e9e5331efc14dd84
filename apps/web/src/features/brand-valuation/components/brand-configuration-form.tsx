import { ZBrandConfigurationBody, type TBrandConfiguration, type TBrandConfigurationBody } from '@brandlens/contracts';
import { Alert, Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import type { BrandKeyOption } from '../utils/brand-key-options';
import { suggestSlug } from '../utils/brand-key-options';

interface BrandConfigurationFormProps {
  /** The configuration being edited; null creates a new one. */
  configuration: TBrandConfiguration | null;
  brandKeyOptions: BrandKeyOption[];
  /** The server's answer to the last save, shown above the fields. */
  serverError: string | null;
  isSaving: boolean;
  onSubmit: (body: TBrandConfigurationBody) => void;
  onCancel: () => void;
}

/** Name, slug (SPEC §5 rule) and the catalog brands the configured brand groups. */
export function BrandConfigurationForm({
  configuration,
  brandKeyOptions,
  serverError,
  isSaving,
  onSubmit,
  onCancel,
}: BrandConfigurationFormProps) {
  const [name, setName] = useState(configuration?.name ?? '');
  const [slug, setSlug] = useState(configuration?.slug ?? '');
  const [isSlugTyped, setIsSlugTyped] = useState(configuration !== null);
  const [brandKeys, setBrandKeys] = useState<string[]>(configuration?.brandKeys ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, slug, brandKeys };
    const parsed = ZBrandConfigurationBody.safeParse(body);
    setErrors(getFieldErrors(parsed));
    if (parsed.success) onSubmit(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={configuration ? `Edit ${configuration.name}` : 'New brand'}>
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" variant="light" data-testid="brand-configuration-error">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setName(next);
            if (!isSlugTyped) setSlug(suggestSlug(next));
          }}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="Slug"
          description="Names the brand in links: 3 to 64 lowercase letters, digits, _ and -."
          value={slug}
          onChange={(event) => {
            setSlug(event.currentTarget.value);
            setIsSlugTyped(true);
          }}
          error={errors.slug}
        />
        <MultiSelect
          label="Catalog brands"
          description="The brands of your products that this brand groups."
          data={brandKeyOptions}
          value={brandKeys}
          onChange={setBrandKeys}
          searchable
          clearable
          nothingFoundMessage="No catalog brand matches"
          error={errors.brandKeys}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {configuration ? 'Save brand' : 'Create brand'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
