import { SimpleGrid, TextInput, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import type { DayTexts } from '../utils/day-fields';

export interface DayField<K extends string> {
  key: K;
  /** The field's accessible name. */
  label: string;
  description: ReactNode;
  placeholder?: string;
}

interface DayFieldsGridProps<K extends string> {
  fields: readonly DayField<K>[];
  texts: DayTexts<K>;
  errors: FieldErrors;
  onChange: (key: K, text: string) => void;
  cols: SimpleGridProps['cols'];
}

/** The day counts of a lead-time form as typed text, each with the message the last check gave it. */
export function DayFieldsGrid<K extends string>({ fields, texts, errors, onChange, cols }: DayFieldsGridProps<K>) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {fields.map(({ key, label, description, placeholder }) => (
        <TextInput
          key={key}
          label={label}
          description={description}
          inputMode="numeric"
          {...(placeholder === undefined ? {} : { placeholder })}
          value={texts[key]}
          onChange={(event) => onChange(key, event.currentTarget.value)}
          error={errors[key]}
        />
      ))}
    </SimpleGrid>
  );
}
