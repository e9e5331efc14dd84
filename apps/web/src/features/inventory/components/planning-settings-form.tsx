import { ZInventoryPlanningSettings, type TInventoryPlanningSettings } from '@brandlens/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notificationStore } from '../../../lib/notification-store';
import { useUpdateInventoryPlanning } from '../api/update-inventory-planning';
import { LEAD_TIME_LEGS, readDayFields, toDayTexts, type DayTexts } from '../utils/day-fields';
import { DayFieldsGrid, type DayField } from './day-fields-grid';

type TSetting = keyof TInventoryPlanningSettings;

const SETTINGS: readonly DayField<TSetting>[] = [
  ...LEAD_TIME_LEGS,
  { key: 'orderCoverDays', label: 'Reorder covers (days)', description: 'Days of sales a reorder lasts once arrived' },
  { key: 'velocityWindowDays', label: 'Velocity window (days)', description: 'Sales days behind units per day' },
];

interface PlanningSettingsFormProps {
  sellerId: string;
  settings: TInventoryPlanningSettings;
}

/** The seller's defaults, checked with the contract's schema before the PUT. */
export function PlanningSettingsForm({ sellerId, settings }: PlanningSettingsFormProps) {
  const [texts, setTexts] = useState<DayTexts<TSetting>>(() => toDayTexts(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateInventoryPlanning(sellerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDayFields(texts, true);
    const parsed = ZInventoryPlanningSettings.safeParse(read.values);
    setErrors({ ...getFieldErrors(parsed), ...read.errors });
    if (!parsed.success || Object.keys(read.errors).length > 0) return;
    update.mutate(parsed.data, {
      onSuccess: () => notificationStore.show({ type: 'success', message: 'The lead time defaults have been saved.' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Lead time defaults">
      <Stack gap="sm">
        {update.isError ? (
          <Alert color="red" variant="light">
            {update.error.message}
          </Alert>
        ) : null}
        <DayFieldsGrid
          fields={SETTINGS}
          texts={texts}
          errors={errors}
          onChange={(key, text) => setTexts((current) => ({ ...current, [key]: text }))}
          cols={{ base: 1, xs: 2, md: 3 }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save defaults
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
