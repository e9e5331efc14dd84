import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SellerNeedsPage } from './seller-needs-page';

export function Component() {
  const { sellerId } = useParams();
  return (
    <SellerNeedsPage
      heading="Product overview needs settlement reports and cost of goods"
      action={{ label: 'Upload cost of goods', settingsTab: 'cost-of-goods' }}
    >
      Sales and margin per product are built from the seller&apos;s{' '}
      {sellerId ? (
        <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)}>
          settlement reports
        </Anchor>
      ) : (
        'settlement reports'
      )}{' '}
      and the landed cost of each SKU; listing scores come from the catalogue in Amazon Seller Central.
    </SellerNeedsPage>
  );
}
