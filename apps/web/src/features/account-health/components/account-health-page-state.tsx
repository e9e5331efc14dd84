import { Alert, Loader } from '@mantine/core';

/** The page while its figures load, or why they did not. */
export function AccountHealthPageState({ query }: { query: { isError: boolean; error: Error | null } }) {
  if (query.isError)
    return (
      <Alert color="red" variant="light" title="The account health could not be read">
        {query.error?.message}
      </Alert>
    );
  return <Loader aria-label="Loading account health" />;
}
