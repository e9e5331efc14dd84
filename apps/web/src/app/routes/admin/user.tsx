import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { AdminUserDetail } from '../../../features/admin-users/components/admin-user-detail';

export function Component() {
  const { userId = '' } = useParams();
  return (
    <>
      <RouteTitle />
      {/* Keyed so a different user starts with fresh forms. */}
      <AdminUserDetail key={userId} userId={userId} />
    </>
  );
}
