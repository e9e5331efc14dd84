import { SellerNeedsPage } from './seller-needs-page';

export function Component() {
  return (
    <SellerNeedsPage
      heading="Inventory needs Amazon Seller Central"
      action={{ label: 'Connect Amazon Seller Central', settingsTab: 'connections' }}
    >
      Stock levels, restock recommendations and SKU alerts are read from the seller&apos;s FBA inventory in Amazon
      Seller Central, through a connection to the seller&apos;s account.
    </SellerNeedsPage>
  );
}
