import { ZAlertRuleInput, type TAlertScope, type TAlertTypeInfo } from '@brandlens/contracts';
import { Autocomplete, Button, Checkbox, Group, Paper, Select, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useBrands } from '../api/list-brands';
import { hasThreshold, ruleKey, toRuleInput, type RuleDraft } from '../utils/rules-draft';
import { scopeText } from './override-rules-table';
import { ThresholdInput } from './threshold-input';

type TOverrideScope = Exclude<TAlertScope, 'seller'>;

const SCOPE_LABELS: Record<TOverrideScope, string> = { brand: 'Brand', sku: 'SKU' };

const overrideScopes = (type: TAlertTypeInfo | undefined): TOverrideScope[] =>
  (type?.scopes ?? []).filter((scope): scope is TOverrideScope => scope !== 'seller');

interface AddRuleFormProps {
  sellerId: string;
  types: readonly TAlertTypeInfo[];
  existing: readonly RuleDraft[];
  onAdd: (rule: RuleDraft) => void;
}

/** A rule for one brand or SKU: the type, what it applies to, its threshold and whether it is muted. */
export function AddRuleForm({ sellerId, types, existing, onAdd }: AddRuleFormProps) {
  const brands = useBrands(sellerId);
  const choosable = types.filter((type) => overrideScopes(type).length > 0);
  const [typeName, setTypeName] = useState<string | null>(null);
  const [scope, setScope] = useState<TOverrideScope>('sku');
  const [scopeValue, setScopeValue] = useState('');
  const [threshold, setThreshold] = useState('');
  const [muted, setMuted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = useId();

  const type = choosable.find((entry) => entry.type === typeName);
  const scopes = overrideScopes(type);
  const brandKeys = [...new Set((brands.data ?? []).flatMap((brand) => brand.brandKeys))].sort();

  const chooseType = (value: string | null) => {
    setTypeName(value);
    const allowed = overrideScopes(choosable.find((entry) => entry.type === value));
    if (allowed.length > 0 && !allowed.includes(scope)) setScope(allowed[0] ?? 'sku');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) {
      setErrors({ type: 'Choose an alert type' });
      return;
    }
    const rule: RuleDraft = { type: type.type, scope, scopeValue: scopeValue.trim(), threshold, muted };
    const found = getFieldErrors(ZAlertRuleInput.safeParse(toRuleInput(rule, type)));
    if (!found.scopeValue && existing.some((entry) => ruleKey(entry) === ruleKey(rule)))
      found.scopeValue = `${type.name} already has a rule for ${scopeText(rule)}`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd({ ...rule, threshold: threshold.trim() });
    setScopeValue('');
    setThreshold('');
    setMuted(false);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Title order={3} size="h5" mb="sm" id={headingId}>
          Add a brand or SKU rule
        </Title>
        <Group align="flex-start" gap="sm">
          <Select
            label="Alert type"
            placeholder="Choose a type"
            data={choosable.map((entry) => ({ value: entry.type, label: entry.name }))}
            value={typeName}
            onChange={chooseType}
            error={errors.type}
            w={240}
          />
          <Select
            label="Applies to"
            data={(scopes.length > 0 ? scopes : (['brand', 'sku'] as const)).map((entry) => ({
              value: entry,
              label: SCOPE_LABELS[entry],
            }))}
            value={scope}
            onChange={(value) => setScope(value === 'brand' ? 'brand' : 'sku')}
            allowDeselect={false}
            w={120}
          />
          {scope === 'brand' ? (
            <Autocomplete
              label="Brand"
              data={brandKeys}
              value={scopeValue}
              onChange={setScopeValue}
              error={errors.scopeValue}
              w={220}
            />
          ) : (
            <TextInput
              label="SKU"
              value={scopeValue}
              onChange={(event) => setScopeValue(event.currentTarget.value)}
              error={errors.scopeValue}
              w={220}
            />
          )}
          {type && hasThreshold(type) ? (
            <ThresholdInput
              type={type}
              label="Threshold"
              value={threshold}
              onChange={setThreshold}
              error={errors.threshold}
            />
          ) : null}
          <Checkbox label="Muted" checked={muted} onChange={(event) => setMuted(event.currentTarget.checked)} mt={32} />
          <Button type="submit" variant="light" mt={24}>
            Add rule
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
