import { getAdminOrganizationContract, listAdminOrganizationsContract } from '@brandlens/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRequest } from '../../lib/admin/admin-request';
import { buildApiPath } from '../../lib/api-client';

// Picks an organization by typing part of its name or slug: the server searches, so the choice
// is never limited to a first page. The chosen one is read by id so its name shows after a reload.

const SUGGESTIONS = 20;
const SEARCH_DEBOUNCE_MS = 300;

const optionLabel = (organization: { name: string; slug: string }) => `${organization.name} (${organization.slug})`;

interface AdminOrganizationSelectProps {
  label: string;
  placeholder?: string;
  /** The organization id, or null for none. */
  value: string | null;
  onChange: (organizationId: string | null) => void;
  /** Organizations not to offer (those already linked). */
  excludeIds?: readonly string[];
  clearable?: boolean;
  disabled?: boolean;
  w?: string | number | Record<string, string | number>;
}

export function AdminOrganizationSelect({
  label,
  placeholder = 'Type a name or slug',
  value,
  onChange,
  excludeIds = [],
  clearable = false,
  disabled = false,
  w,
}: AdminOrganizationSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const chosen = useQuery({
    queryKey: ['admin', 'organizations', 'select-chosen', value],
    queryFn: ({ signal }) =>
      adminRequest(
        buildApiPath(getAdminOrganizationContract.path, { id: value ?? '' }),
        (data) => getAdminOrganizationContract.responses[200].parse(data),
        { signal },
      ),
    enabled: value !== null,
  });
  const chosenLabel = value !== null && chosen.data ? optionLabel(chosen.data) : undefined;
  // The field shows the chosen organization's label: that text is no search, so all are offered.
  const term = debounced === chosenLabel ? '' : debounced;
  const found = useQuery({
    queryKey: ['admin', 'organizations', 'select', term],
    queryFn: ({ signal }) =>
      adminRequest(
        listAdminOrganizationsContract.path,
        (data) => listAdminOrganizationsContract.responses[200].parse(data).items,
        { query: { search: term || undefined, limit: SUGGESTIONS }, signal },
      ),
    placeholderData: keepPreviousData,
  });
  const options = new Map<string, string>();
  if (value !== null && chosen.data && chosenLabel) options.set(chosen.data.id, chosenLabel);
  for (const organization of found.data ?? []) {
    if (!excludeIds.includes(organization.id)) options.set(organization.id, optionLabel(organization));
  }

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      disabled={disabled}
      w={w}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text; filtering again would hide slug matches.
      filter={({ options: shown }) => shown}
      data={[...options].map(([id, text]) => ({ value: id, label: text }))}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No organization matches'}
      error={found.isError ? found.error.message : undefined}
    />
  );
}
