import { SellerNeedsPage } from './seller-needs-page';

export function Component() {
  return (
    <SellerNeedsPage
      heading="Account Health needs Amazon Seller Central"
      action={{ label: 'Connect Amazon Seller Central', settingsTab: 'connections' }}
    >
      The order defect rate, policy violations and the other account health ratings and KPIs are the ones Amazon reports
      for the seller in Seller Central, read through a connection to the seller&apos;s account.
    </SellerNeedsPage>
  );
}
