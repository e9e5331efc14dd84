import { Alert, Loader } from '@mantine/core';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { useHasSettlements } from '../api/get-has-settlements';
import { StatementReports } from './statement-reports';

/** The seller's downloadable reports, or what they need when no settlement is imported yet. */
export function SellerReports({ sellerId }: { sellerId: string }) {
  const hasSettlements = useHasSettlements(sellerId);
  if (hasSettlements.isPending) return <Loader size="sm" aria-label="Loading the reports" />;
  if (hasSettlements.isError) {
    return (
      <Alert color="red" variant="light">
        {hasSettlements.error.message}
      </Alert>
    );
  }
  if (!hasSettlements.data) {
    return (
      <EmptyStateCard
        heading="Reports need settlement reports"
        action={{ label: 'Upload a settlement report', href: paths.seller.settings.getHref(sellerId) }}
      >
        The profit and loss statement you download here is built from the seller&apos;s settlement reports, and none is
        imported yet.
      </EmptyStateCard>
    );
  }
  return <StatementReports sellerId={sellerId} />;
}
