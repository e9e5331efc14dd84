import { RouteTitle } from '../../../components/layouts/route-title';
import { AuditPage } from '../../../features/admin-audit/components/audit-page';

export function Component() {
  return (
    <>
      <RouteTitle />
      <AuditPage />
    </>
  );
}
