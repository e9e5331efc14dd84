import type { TAlertRule, TAlertTypeInfo } from '@brandlens/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { notificationStore } from '../../../lib/notification-store';
import { useSaveAlertRules } from '../api/save-alert-rules';
import { checkRules, createRulesDraft, ruleKey, toRuleInputs, type RuleDraft } from '../utils/rules-draft';
import { AddRuleForm } from './add-rule-form';
import { OverrideRulesTable } from './override-rules-table';
import { SellerRulesTable } from './seller-rules-table';

interface RulesFormProps {
  sellerId: string;
  types: readonly TAlertTypeInfo[];
  /** The saved rules the form starts from (the editor remounts it when they change). */
  rules: readonly TAlertRule[];
}

/** The working copy of the rule set, checked with the contract's messages and saved whole. */
export function RulesForm({ sellerId, types, rules }: RulesFormProps) {
  const [draft, setDraft] = useState<RuleDraft[]>(() => createRulesDraft(types, rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAlertRules(sellerId);
  const isChanged =
    JSON.stringify(toRuleInputs(draft, types)) !== JSON.stringify(toRuleInputs(createRulesDraft(types, rules), types));

  const replace = (rule: RuleDraft) =>
    setDraft((current) => current.map((entry) => (ruleKey(entry) === ruleKey(rule) ? rule : entry)));
  const remove = (rule: RuleDraft) =>
    setDraft((current) => current.filter((entry) => ruleKey(entry) !== ruleKey(rule)));

  const submit = () => {
    const found = checkRules(draft, types);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toRuleInputs(draft, types), {
      onSuccess: () =>
        notificationStore.show({
          type: 'success',
          message: 'Alert rules saved. The alerts are checked again with them now.',
        }),
    });
  };

  const sellerRows = draft.filter((rule) => rule.scope === 'seller');
  const overrides = draft.filter((rule) => rule.scope !== 'seller');

  return (
    <Stack gap="lg">
      {save.isError ? (
        <Alert color="red" variant="light" data-testid="alert-rules-error">
          {save.error.message}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Seller-wide rules
        </Title>
        <Text size="sm" c="dimmed">
          Every type watches the whole seller. Leave a threshold empty to use the default it shows.
        </Text>
        <SellerRulesTable types={types} rules={sellerRows} errors={errors} onChange={replace} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Brand and SKU rules
        </Title>
        <Text size="sm" c="dimmed">
          A SKU rule comes before its brand&apos;s rule, and a brand rule before the seller-wide one.
        </Text>
        <OverrideRulesTable types={types} rules={overrides} errors={errors} onChange={replace} onRemove={remove} />
        <AddRuleForm
          sellerId={sellerId}
          types={types}
          existing={draft}
          onAdd={(rule) => setDraft((current) => [...current, rule])}
        />
      </Stack>
      <Group justify="flex-end" gap="sm">
        {isChanged ? (
          <Text size="sm" c="dimmed">
            Unsaved changes
          </Text>
        ) : null}
        <Button onClick={submit} loading={save.isPending}>
          Save rules
        </Button>
      </Group>
    </Stack>
  );
}
