import { RouteTitle } from '../../../components/layouts/route-title';
import { AdminUsersList } from '../../../features/admin-users/components/admin-users-list';

export function Component() {
  return (
    <>
      <RouteTitle />
      <AdminUsersList />
    </>
  );
}
