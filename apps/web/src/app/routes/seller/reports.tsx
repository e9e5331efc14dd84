import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { StatementReports } from '../../../features/reports/components/statement-reports';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <StatementReports sellerId={sellerId} /> : null}
    </>
  );
}
