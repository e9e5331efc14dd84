import { Alert, Center, Loader } from '@mantine/core';
import { useAlertRules } from '../api/get-alert-rules';
import { useAlertTypes } from '../api/get-alert-types';
import { RulesForm } from './rules-form';

/** The rules editor: waits for the types and the saved rules, then edits a copy of them. */
export function RulesEditor({ sellerId }: { sellerId: string }) {
  const types = useAlertTypes(sellerId);
  const rules = useAlertRules(sellerId);

  if (types.isError || rules.isError) {
    return (
      <Alert color="red" variant="light">
        {(types.error ?? rules.error)?.message}
      </Alert>
    );
  }
  if (types.isPending || rules.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading alert rules" />
      </Center>
    );
  }
  // A save puts the saved rules in the cache; their new key starts the form again from them. A read
  // that finds the rules unchanged keeps the key, so it does not throw away what is being typed.
  const savedKey = rules.data.map((rule) => `${rule.id}@${rule.updatedAt}`).join();
  return <RulesForm key={savedKey} sellerId={sellerId} types={types.data} rules={rules.data} />;
}
