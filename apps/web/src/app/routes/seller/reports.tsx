import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { SellerReports } from '../../../features/reports/components/seller-reports';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <SellerReports sellerId={sellerId} /> : null}
    </>
  );
}
