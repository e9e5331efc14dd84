import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { LazyCustomerSatisfactionSection } from '../../../features/customer-satisfaction/components/lazy-customer-satisfaction-section';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { BrandValuationOverview } from '../../../features/brand-valuation/components/brand-valuation-overview';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <BrandValuationOverview sellerId={sellerId} /> : null}
      {sellerId ? (
        <Box mt="lg">
          <LazyCustomerSatisfactionSection sellerId={sellerId} brand="all" />
        </Box>
      ) : null}
    </>
  );
}
