import { RouteTitle } from '../../../components/layouts/route-title';
import { AdminSellersList } from '../../../features/admin-sellers/components/admin-sellers-list';

export function Component() {
  return (
    <>
      <RouteTitle />
      <AdminSellersList />
    </>
  );
}
