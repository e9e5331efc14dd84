import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { OrganizationPage } from '../../../features/admin-organizations/components/organization-page';

export function Component() {
  const { organizationIdOrSlug = '' } = useParams();
  return (
    <>
      <RouteTitle />
      {/* Keyed: another organization starts with fresh forms and dialogs. */}
      <OrganizationPage key={organizationIdOrSlug} idOrSlug={organizationIdOrSlug} />
    </>
  );
}
