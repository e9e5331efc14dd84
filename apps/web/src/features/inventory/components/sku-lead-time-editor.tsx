import { ZSkuLeadTimeInput, type TInventoryPlanning, type TSkuLeadTimeInput } from '@brandlens/contracts';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notificationStore } from '../../../lib/notification-store';
import { useDeleteSkuLeadTime, usePutSkuLeadTime } from '../api/save-sku-lead-time';
import { LEAD_TIME_LEGS, readDayFields, toDayTexts, type DayTexts } from '../utils/day-fields';
import { DayFieldsGrid } from './day-fields-grid';

type TLeg = keyof TSkuLeadTimeInput;

const NO_OVERRIDE: TSkuLeadTimeInput = {
  productionDays: null,
  transitDays: null,
  checkInDays: null,
  safetyStockDays: null,
};

interface SkuLeadTimeEditorProps {
  sellerId: string;
  sku: string;
  planning: TInventoryPlanning;
}

/** The SKU's own lead time legs and safety stock; an empty field takes the seller's default. */
export function SkuLeadTimeEditor({ sellerId, sku, planning }: SkuLeadTimeEditorProps) {
  const saved = planning.skuLeadTimes.find((entry) => entry.sku === sku);
  const savedLegs: TSkuLeadTimeInput = saved
    ? {
        productionDays: saved.productionDays,
        transitDays: saved.transitDays,
        checkInDays: saved.checkInDays,
        safetyStockDays: saved.safetyStockDays,
      }
    : NO_OVERRIDE;
  const [texts, setTexts] = useState<DayTexts<TLeg>>(() => toDayTexts(savedLegs));
  const [errors, setErrors] = useState<FieldErrors>({});
  const put = usePutSkuLeadTime(sellerId, sku);
  const remove = useDeleteSkuLeadTime(sellerId, sku);
  const failure = put.error ?? remove.error;
  // Each leg shows the default it falls back to, and whether the SKU has its own.
  const legs = LEAD_TIME_LEGS.map(({ key, label }) => {
    const isOwn = savedLegs[key] !== null;
    return {
      key,
      label,
      placeholder: String(planning.settings[key]),
      description: (
        <Badge component="span" size="xs" variant="light" color={isOwn ? 'blue' : 'gray'}>
          {isOwn ? "SKU's own" : `Seller default: ${planning.settings[key]}`}
        </Badge>
      ),
    };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDayFields(texts, false);
    const parsed = ZSkuLeadTimeInput.safeParse(read.values);
    setErrors({ ...getFieldErrors(parsed), ...read.errors });
    if (!parsed.success || Object.keys(read.errors).length > 0) return;
    put.mutate(parsed.data, {
      onSuccess: () => notificationStore.show({ type: 'success', message: `The lead time of ${sku} has been saved.` }),
    });
  };

  const restoreDefaults = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        notificationStore.show({ type: 'success', message: `${sku} now uses the seller's default lead time.` }),
    });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sku-lead-time-heading">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="sku-lead-time-heading">
            {`Lead time of ${sku}`}
          </Title>
          <Text size="xs" c="dimmed">
            For every marketplace of this SKU. Leave a field empty to use the seller&apos;s default.
          </Text>
        </div>
        {failure ? (
          <Alert color="red" variant="light">
            {failure.message}
          </Alert>
        ) : null}
        <DayFieldsGrid
          fields={legs}
          texts={texts}
          errors={errors}
          onChange={(key, text) => setTexts((current) => ({ ...current, [key]: text }))}
          cols={{ base: 1, xs: 2 }}
        />
        <Group justify="flex-end" gap="xs">
          {saved ? (
            <Button variant="default" loading={remove.isPending} onClick={restoreDefaults}>
              Use the seller&apos;s defaults
            </Button>
          ) : null}
          <Button type="submit" loading={put.isPending}>
            Save lead time
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
