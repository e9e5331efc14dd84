import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { BrandValuationBrand } from '../../../features/brand-valuation/components/brand-valuation-brand';

export function Component() {
  const { sellerId, brandName } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId && brandName ? <BrandValuationBrand key={brandName} sellerId={sellerId} brandName={brandName} /> : null}
    </>
  );
}
