import { SellerNeedsPage } from './seller-needs-page';

export function Component() {
  return (
    <SellerNeedsPage heading="Weekly insights need settlement reports" action={{ label: 'Upload a settlement report' }}>
      Units sold and average selling price per week are counted from the orders in the seller&apos;s settlement reports.
    </SellerNeedsPage>
  );
}
