import type { TAdProfile } from '@brandlens/contracts';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { CountryFlag, countryName } from '../../../components/ui/country-flag';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useAdProfiles, useSelectAdProfiles } from '../api/ad-profiles';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

function describeProfile(profile: TAdProfile): string {
  const facts = [`${profile.currency}`, `${profile.accountType} account`, `profile ${profile.profileId}`];
  if (profile.lastError) facts.push(`last error: ${profile.lastError}`);
  else if (profile.lastSyncedAt) facts.push(`last synced ${formatDateTime(profile.lastSyncedAt)}`);
  else if (profile.selected) facts.push('not synced yet');
  return facts.join(' · ');
}

/** The advertiser profiles of the connection: the seller ticks those to sync and saves the choice. */
export function AdProfileChooser({ sellerId }: { sellerId: string }) {
  const headingId = useId();
  const profiles = useAdProfiles(sellerId);
  const save = useSelectAdProfiles(sellerId);
  // The ticks the seller has changed and not saved yet; null: as the server has them.
  const [draft, setDraft] = useState<string[] | null>(null);

  if (profiles.isPending) return <Loader size="sm" aria-label="Loading the advertiser profiles" />;
  if (profiles.isError) {
    return (
      <Alert color="red" variant="light" title="The advertiser profiles could not be read">
        {profiles.error.message}
      </Alert>
    );
  }
  const saved = profiles.data.filter((profile) => profile.selected).map((profile) => profile.profileId);
  const chosen = draft ?? saved;
  const isChanged = !sameIds(chosen, saved);
  const toggle = (profileId: string, isChecked: boolean) =>
    setDraft(isChecked ? [...new Set([...chosen, profileId])] : chosen.filter((id) => id !== profileId));

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        Advertiser profiles
      </Title>
      {profiles.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          This Amazon Advertising account has no advertiser profile. Create one in the advertising console, then come
          back here.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Only the ticked profiles are synced. A newly ticked profile is synced back 60 days; upload the advertising
            console&apos;s reports for older days.
          </Text>
          <Stack gap="xs">
            {profiles.data.map((profile) => (
              <Checkbox
                key={profile.profileId}
                checked={chosen.includes(profile.profileId)}
                onChange={(event) => toggle(profile.profileId, event.currentTarget.checked)}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    <CountryFlag countryCode={profile.countryCode} />
                    <span>{`${countryName(profile.countryCode)} — ${profile.accountName}`}</span>
                  </Group>
                }
                description={describeProfile(profile)}
              />
            ))}
          </Stack>
          <Group gap="sm">
            <Button
              size="xs"
              onClick={() => save.mutate(chosen, { onSuccess: () => setDraft(null) })}
              loading={save.isPending}
              disabled={!isChanged}
            >
              Save profiles
            </Button>
            {isChanged ? (
              <Text size="sm" c="dimmed">
                Unsaved changes
              </Text>
            ) : null}
          </Group>
          {save.isError ? (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
