import { RouteTitle } from '../../../components/layouts/route-title';
import { OrganizationsPage } from '../../../features/admin-organizations/components/organizations-page';

export function Component() {
  return (
    <>
      <RouteTitle />
      <OrganizationsPage />
    </>
  );
}
