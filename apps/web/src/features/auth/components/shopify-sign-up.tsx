import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notificationStore } from '../../../lib/notification-store';
import { useShopifySignUp } from '../api/shopify';
import { isInstallNotConfirmed, isStoreTaken } from '../utils/shopify-error';
import { ShopifyStoreMissing } from './shopify-store-missing';
import { SignUpForm } from './sign-up-form';

interface ShopifySignUpProps {
  /** ?shop=: the store domain of this browser's install grant. */
  shop: string | null;
  aggregatorSlug: string | null;
}

/** SPEC §4: a new Shopify store signs up; the user, organization and Shopify seller are created together. */
export function ShopifySignUp({ shop, aggregatorSlug }: ShopifySignUpProps) {
  const signUp = useShopifySignUp();
  const navigate = useNavigate();
  if (!shop) return <ShopifyStoreMissing />;

  const error = signUp.error;
  const formError = isInstallNotConfirmed(error) || isStoreTaken(error) ? null : error;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Create your Brandlens account
      </Title>
      <Text size="sm">
        Your Shopify store <strong data-testid="shopify-shop">{shop}</strong> becomes the first seller of your new
        organization.
      </Text>
      {isInstallNotConfirmed(error) ? (
        <Alert color="red" variant="light" title="Your Shopify installation expired">
          <Text size="sm">{error.message}</Text>
        </Alert>
      ) : null}
      {isStoreTaken(error) ? (
        <Alert color="yellow" variant="light" title="This store already has an account">
          <Text size="sm">{error.message}</Text>
          <Anchor component={Link} to={paths.shopifyLogin.getHref({ shop })} size="sm">
            Log in to link it
          </Anchor>
        </Alert>
      ) : null}
      <SignUpForm
        aggregatorSlug={aggregatorSlug ?? undefined}
        isPending={signUp.isPending}
        error={formError}
        onSubmit={(user) =>
          signUp.mutate(
            { user, externalId: shop, aggregatorSlug: aggregatorSlug ?? undefined },
            {
              onSuccess: (result) => {
                notificationStore.show({
                  message: `Welcome to Brandlens. Your Shopify store ${result.seller.name} is connected; check your inbox to verify your email address.`,
                  type: 'success',
                });
                void navigate(paths.dashboard.getHref());
              },
            },
          )
        }
      />
      <Text size="sm" c="dimmed">
        Already have a Brandlens account?{' '}
        <Anchor component={Link} to={paths.shopifyLogin.getHref({ shop })}>
          Log in to link this store
        </Anchor>
      </Text>
    </Stack>
  );
}
