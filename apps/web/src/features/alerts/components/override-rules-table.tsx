import type { TAlertTypeInfo } from '@brandlens/contracts';
import { Button, Switch, Table, Text } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import { hasThreshold, ruleKey, type RuleDraft } from '../utils/rules-draft';
import { ThresholdInput, thresholdLabel } from './threshold-input';

interface OverrideRulesTableProps {
  types: readonly TAlertTypeInfo[];
  rules: readonly RuleDraft[];
  errors: FieldErrors;
  onChange: (rule: RuleDraft) => void;
  onRemove: (rule: RuleDraft) => void;
}

/** 'SKU LAMP-01', 'brand Lumen Home': what a brand or SKU rule applies to, as a name reads it. */
export const scopeText = (rule: Pick<RuleDraft, 'scope' | 'scopeValue'>): string =>
  rule.scope === 'sku' ? `SKU ${rule.scopeValue}` : `brand ${rule.scopeValue}`;

/** The brand and SKU rules, which take precedence over the seller-wide one (SKU over brand). */
export function OverrideRulesTable({ types, rules, errors, onChange, onRemove }: OverrideRulesTableProps) {
  if (rules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No brand or SKU rules: every brand and SKU follows the seller-wide rules.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Brand and SKU rules" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Alert type</Table.Th>
            <Table.Th>Applies to</Table.Th>
            <Table.Th>Threshold</Table.Th>
            <Table.Th>Muted</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const type = types.find((entry) => entry.type === rule.type);
            const name = type?.name ?? rule.type;
            const applies = scopeText(rule);
            return (
              <Table.Tr key={ruleKey(rule)} aria-label={`${name} for ${applies}`}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{applies}</Table.Td>
                <Table.Td>
                  {type && hasThreshold(type) ? (
                    <ThresholdInput
                      type={type}
                      ariaLabel={thresholdLabel(type, applies)}
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
                    aria-label={`Mute ${name} for ${applies}`}
                    checked={rule.muted}
                    onChange={(event) => onChange({ ...rule, muted: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove the ${name} rule for ${applies}`}
                    onClick={() => onRemove(rule)}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
