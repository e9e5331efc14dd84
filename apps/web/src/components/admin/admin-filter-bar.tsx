import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

interface AdminFilterBarProps {
  /** The accessible name of the bar: 'Organization filters'. */
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The search in the URL; what is typed goes there after a pause. */
  search: string | undefined;
  onSearchChange: (search: string | undefined) => void;
  /** The list's other filters (selects, dates), beside the search. */
  children?: ReactNode;
}

/** A debounced search box and the list's filters, wrapping onto several lines on a phone. */
export function AdminFilterBar({
  label,
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  children,
}: AdminFilterBarProps) {
  const [text, setText] = useState(search ?? '');
  // The URL changed under the field (the back button, a link): the field follows it.
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if ((search ?? '') !== text.trim()) setText(search ?? '');
  }
  const commit = useDebouncedCallback(
    (value: string) => onSearchChange(value.trim() || undefined),
    ADMIN_SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={label} mb="md">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        w={{ base: '100%', sm: 320 }}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
      />
      {children}
    </Group>
  );
}
