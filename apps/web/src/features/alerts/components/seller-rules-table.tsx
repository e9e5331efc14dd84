import type { TAlertTypeInfo } from '@brandlens/contracts';
import { Stack, Switch, Table, Text } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import { hasThreshold, ruleKey, type RuleDraft } from '../utils/rules-draft';
import classes from './alerts.module.css';
import { ThresholdInput, thresholdLabel } from './threshold-input';

interface SellerRulesTableProps {
  types: readonly TAlertTypeInfo[];
  rules: readonly RuleDraft[];
  errors: FieldErrors;
  onChange: (rule: RuleDraft) => void;
}

/** One row per alert type: what it watches, its seller-wide threshold and whether it is muted. */
export function SellerRulesTable({ types, rules, errors, onChange }: SellerRulesTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Seller-wide rules" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Alert type</Table.Th>
            <Table.Th>Threshold</Table.Th>
            <Table.Th>Muted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => {
            const rule = rules.find((entry) => entry.type === type.type && entry.scope === 'seller');
            if (!rule) return null;
            const isUnavailable = type.available === false;
            return (
              <Table.Tr
                key={type.type}
                aria-label={type.name}
                className={isUnavailable ? classes.unavailable : undefined}
                data-unavailable={isUnavailable || undefined}
              >
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {type.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {type.description}
                    </Text>
                    {isUnavailable && type.unavailableReason ? (
                      <Text size="xs" fs="italic">{`Not available yet: ${type.unavailableReason}`}</Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {hasThreshold(type) ? (
                    <ThresholdInput
                      type={type}
                      ariaLabel={thresholdLabel(type)}
                      value={rule.threshold}
                      onChange={(threshold) => onChange({ ...rule, threshold })}
                      error={errors[`${ruleKey(rule)}.threshold`]}
                    />
                  ) : (
                    <Text size="xs" c="dimmed">
                      No threshold
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Mute ${type.name}`}
                    checked={rule.muted}
                    onChange={(event) => onChange({ ...rule, muted: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
