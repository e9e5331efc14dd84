import { SellerNeedsPage } from './seller-needs-page';

export function Component() {
  return (
    <SellerNeedsPage
      heading="Advertising needs Amazon Advertising"
      action={{ label: 'Connect Amazon Advertising', settingsTab: 'connections' }}
    >
      Spend, sales and metrics per campaign come from the seller&apos;s Amazon Advertising account. The ad spend Amazon
      charges in the settlements is already counted in the profit and loss statement.
    </SellerNeedsPage>
  );
}
