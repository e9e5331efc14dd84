import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SupportLink } from '../../../components/ui/support-link';
import { paths } from '../../../config/paths';
import { notificationStore } from '../../../lib/notification-store';
import { useShopifyLogin } from '../api/shopify';
import { getLoginErrorMessage } from '../utils/login-error-message';
import { CredentialFields, useCredentials } from './credential-fields';
import { isInstallNotConfirmed, isStoreTaken } from '../utils/shopify-error';
import { ShopifyStoreMissing } from './shopify-store-missing';

interface ShopifyLoginProps {
  /** ?shop=: the store domain of this browser's install grant. */
  shop: string | null;
}

/** An existing user logs in; the Shopify store joins their organization (refused if another has it). */
export function ShopifyLogin({ shop }: ShopifyLoginProps) {
  const credentials = useCredentials();
  const login = useShopifyLogin();
  const navigate = useNavigate();
  if (!shop) return <ShopifyStoreMissing />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = credentials.validate();
    if (!body) return;
    login.mutate(
      { ...body, externalId: shop },
      {
        onSuccess: (result) => {
          notificationStore.show({
            message: `Your Shopify store ${result.seller.name} is linked to ${result.organization.name}.`,
            type: 'success',
          });
          void navigate(paths.seller.root.getHref(result.seller.slug));
        },
      },
    );
  };

  const error = login.error;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Log in to link your Shopify store
        </Title>
        <Text size="sm">
          Log in with your Brandlens account to add <strong data-testid="shopify-shop">{shop}</strong> to your
          organization.
        </Text>
        {error ? (
          <Alert color={isStoreTaken(error) ? 'yellow' : 'red'} variant="light">
            {isStoreTaken(error) ? (
              <Text size="sm">
                {error.message} Our support team: <SupportLink />.
              </Text>
            ) : (
              <Text size="sm">{isInstallNotConfirmed(error) ? error.message : getLoginErrorMessage(error)}</Text>
            )}
          </Alert>
        ) : null}
        <CredentialFields credentials={credentials} />
        <Button type="submit" loading={login.isPending}>
          Log in and link store
        </Button>
        <Text size="sm" c="dimmed">
          New to Brandlens?{' '}
          <Anchor component={Link} to={paths.shopifySignUp.getHref({ shop })}>
            Create an account with this store
          </Anchor>
          {' · '}
          <Anchor component={Link} to={paths.forgotPassword.getHref()}>
            Forgot password?
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
