import type { TServiceProvider, TServiceProviderOption } from '@brandlens/contracts';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { uiStore, useUiState } from '../../../lib/ui-store';
import { useAuthorizeServiceProvider } from '../api/create-service-authorization-url';
import { useServiceProviderOptions } from '../api/get-service-provider-options';
import { syncedSellerCentralOption } from '../utils/describe-sync';
import { AmazonSpApiAuthDialog } from './amazon-sp-api-auth-dialog';
import { ProviderCard, type ProviderNotice } from './provider-card';
import { SellerCentralSync } from './seller-central-sync';

interface ConnectionsPanelProps {
  sellerId: string;
  /** Sends the browser to the provider's consent page; replaced in tests. */
  navigate?: (url: string) => void;
  /** Shown under a provider's card, from another feature (the Amazon Advertising profiles and sync). */
  renderProviderExtras?: (option: TServiceProviderOption) => ReactNode;
}

// Amazon's consent pages differ per region (Seller Central and Advertising alike): the seller picks it first.
const choosesRegion = (
  provider: TServiceProvider,
): provider is 'autopilot_spapi_basic' | 'autopilot_spapi_ops' | 'autopilot_amazon_ads' =>
  provider === 'autopilot_spapi_basic' || provider === 'autopilot_spapi_ops' || provider === 'autopilot_amazon_ads';

// The server answers 503 when it cannot connect the provider (not available yet, or Seller Central
// not configured here): that is a fact about the provider, told next to it, not an error toast.
const isUnavailable = (error: Error) => error instanceof ApiError && error.status === 503;

/** Seller settings, Connections tab: the five providers of SPEC §3 and this seller's connection to each. */
export function ConnectionsPanel({ sellerId, navigate, renderProviderExtras }: ConnectionsPanelProps) {
  const options = useServiceProviderOptions(sellerId);
  const authorize = useAuthorizeServiceProvider(navigate);
  const isDialogOpen = useUiState((state) => state.amazonSpApiAuthDialog !== null);
  const failedProvider = authorize.isError ? authorize.variables.provider : null;
  // The dialog belongs to this tab: leaving the tab closes it.
  useEffect(() => () => uiStore.setAmazonSpApiAuthDialog(null), []);

  const failureOf = (provider: TServiceProvider): ProviderNotice | null => {
    if (provider !== failedProvider || !authorize.error) return null;
    if (isUnavailable(authorize.error)) return { message: authorize.error.message, tone: 'unavailable' };
    // Amazon failures other than 503 are shown in the region dialog, which stays open to retry.
    return choosesRegion(provider) && isDialogOpen ? null : { message: authorize.error.message, tone: 'error' };
  };

  const connect = (option: TServiceProviderOption) => {
    authorize.reset();
    const region = option.connection.state === 'not-connected' ? 'na' : option.connection.region;
    if (choosesRegion(option.provider)) uiStore.setAmazonSpApiAuthDialog({ provider: option.provider, region });
    else authorize.mutate({ sellerId, provider: option.provider, region });
  };

  if (options.isPending) return <Loader size="sm" aria-label="Loading the connections" />;
  if (options.isError) {
    return (
      <Alert color="red" variant="light">
        {options.error.message}
      </Alert>
    );
  }

  // The sync runs on one Seller Central connection (the last authorised); its card shows it.
  const synced = syncedSellerCentralOption(options.data);
  const dialogError =
    authorize.error && !isUnavailable(authorize.error) && failedProvider && choosesRegion(failedProvider)
      ? authorize.error.message
      : null;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        The accounts this seller sells and advertises through, and how the connection to each one stands.
      </Text>
      {options.data.map((option) => (
        <ProviderCard
          key={option.provider}
          sellerId={sellerId}
          option={option}
          failure={failureOf(option.provider)}
          isConnecting={authorize.isPending && authorize.variables.provider === option.provider}
          onConnect={() => connect(option)}
          withLastSync={option !== synced}
        >
          {option === synced ? <SellerCentralSync sellerId={sellerId} /> : null}
          {renderProviderExtras?.(option)}
        </ProviderCard>
      ))}
      <AmazonSpApiAuthDialog
        isSubmitting={authorize.isPending || authorize.isSuccess}
        error={dialogError}
        onSubmit={({ provider, region }) =>
          authorize.mutate(
            { sellerId, provider, region },
            {
              onError: (error) => {
                if (isUnavailable(error)) uiStore.setAmazonSpApiAuthDialog(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
