import { useSearchParams } from 'react-router';
import { ErrorScreen } from '../../components/ui/error-screen';
import { getAuthorizationErrorMessage } from '../../features/connections/utils/authorization-error-message';

export function Component() {
  const [searchParams] = useSearchParams();
  return <ErrorScreen message={getAuthorizationErrorMessage(searchParams.get('error'))} />;
}
