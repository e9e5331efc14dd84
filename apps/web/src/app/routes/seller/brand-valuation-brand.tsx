import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { LazyCustomerSatisfactionSection } from '../../../features/customer-satisfaction/components/lazy-customer-satisfaction-section';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { BrandValuationBrand } from '../../../features/brand-valuation/components/brand-valuation-brand';

export function Component() {
  const { sellerId, brandName } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId && brandName ? <BrandValuationBrand key={brandName} sellerId={sellerId} brandName={brandName} /> : null}
      {sellerId && brandName ? (
        <Box mt="lg">
          <LazyCustomerSatisfactionSection key={brandName} sellerId={sellerId} brand={brandName} />
        </Box>
      ) : null}
    </>
  );
}
