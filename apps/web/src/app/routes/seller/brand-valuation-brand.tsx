import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { BrandValuationBrand } from '../../../features/brand-valuation/components/brand-valuation-brand';

export function Component() {
  const { sellerId, brandName } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId && brandName ? <BrandValuationBrand key={brandName} sellerId={sellerId} brandName={brandName} /> : null}
    </>
  );
}
