import { RouteTitle } from '../../../components/layouts/route-title';
import { AdminHome } from '../../../features/admin-audit/components/admin-home';

export function Component() {
  return (
    <>
      <RouteTitle />
      <AdminHome />
    </>
  );
}
