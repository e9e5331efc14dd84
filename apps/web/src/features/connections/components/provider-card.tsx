import type { TServiceProviderOption } from '@brandlens/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  connectButtonLabel,
  connectionBadge,
  describeAvailability,
  describeConnection,
  PROVIDER_DESCRIPTIONS,
} from '../utils/describe-connection';
import { ReauthorizationAlert } from './reauthorization-alert';

/** Why connecting cannot happen now (from the read, or from the server's 503), and whether to offer uploads instead. */
export interface ProviderNotice {
  message: string;
  tone: 'unavailable' | 'error';
}

interface ProviderCardProps {
  sellerId: string;
  option: TServiceProviderOption;
  /** A failure of the last Connect of this provider; it takes the place of the availability note. */
  failure: ProviderNotice | null;
  isConnecting: boolean;
  onConnect: () => void;
  /** The card's own last-sync line; off when the sync shown below tells it. */
  withLastSync?: boolean;
  /** Shown under the card's header: the Seller Central sync. */
  children?: ReactNode;
}

export function ProviderCard({
  sellerId,
  option,
  failure,
  isConnecting,
  onConnect,
  withLastSync = true,
  children,
}: ProviderCardProps) {
  const headingId = useId();
  const { connection } = option;
  const badge = connectionBadge(connection);
  const details = describeConnection(connection, { withLastSync });
  const availability = describeAvailability(option);
  const notice: ProviderNotice | null =
    failure ?? (availability ? { message: availability, tone: 'unavailable' } : null);
  const hasMessage = connection.state === 'error';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              {option.name}
            </Title>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {PROVIDER_DESCRIPTIONS[option.provider]}
          </Text>
          {details.map((line, index) => (
            <Text key={line} size="sm" c={hasMessage && index === 0 ? 'red' : undefined}>
              {line}
            </Text>
          ))}
          {notice ? (
            <Text size="sm" c={notice.tone === 'error' ? 'red' : 'yellow'} data-testid="provider-notice">
              {notice.message}
              {notice.tone === 'unavailable' ? (
                <>
                  {' '}
                  {option.provider === 'autopilot_amazon_ads'
                    ? 'What you can do now: upload the Sponsored Products reports of the advertising console on the'
                    : 'What you can do now: upload your settlement and All Orders reports on the'}{' '}
                  <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} size="sm">
                    Imports tab
                  </Anchor>
                  .
                </>
              ) : null}
            </Text>
          ) : null}
        </Stack>
        <Button
          variant={connection.state === 'not-connected' ? 'filled' : 'default'}
          onClick={onConnect}
          loading={isConnecting}
          disabled={option.availability !== 'available'}
        >
          {connectButtonLabel(connection)}
        </Button>
      </Group>
      {connection.state === 'reauthorization-required' ? (
        <ReauthorizationAlert
          providerName={option.name}
          message={connection.message}
          isConnecting={isConnecting}
          isDisabled={option.availability !== 'available'}
          onReauthorize={onConnect}
        />
      ) : null}
      {children}
    </Paper>
  );
}
