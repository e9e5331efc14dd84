import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { paths } from '../../../config/paths';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { ProductsPage } from '../../../features/products/components/products-page';
import { SellerNeedsPage } from './seller-needs-page';

/** What the page shows for a seller with no product yet: what it needs and where to get it. */
function NoProducts({ sellerId }: { sellerId: string }) {
  return (
    <SellerNeedsPage
      heading="Product overview needs settlement reports and cost of goods"
      action={{ label: 'Upload cost of goods', settingsTab: 'cost-of-goods' }}
    >
      Sales and margin per product are built from the seller&apos;s{' '}
      <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)}>
        settlement reports
      </Anchor>{' '}
      and the landed cost of each SKU; stock, ranks, sessions and reviews come from Amazon Seller Central once it is
      connected.
    </SellerNeedsPage>
  );
}

export function Component() {
  const { sellerId } = useParams();
  if (!sellerId) return null;
  return (
    <>
      <RouteTitle />
      <ImportActivityBanner sellerId={sellerId} />
      <ProductsPage sellerId={sellerId} emptyState={<NoProducts sellerId={sellerId} />} />
    </>
  );
}
