import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { AdminSellerDetail } from '../../../features/admin-sellers/components/admin-seller-detail';

export function Component() {
  const { sellerId = '' } = useParams();
  return (
    <>
      <RouteTitle />
      {/* Keyed so a different seller starts with fresh forms. */}
      <AdminSellerDetail key={sellerId} sellerId={sellerId} />
    </>
  );
}
