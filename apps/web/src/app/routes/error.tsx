import { useSearchParams } from 'react-router';
import { ErrorScreen } from '../../components/ui/error-screen';
import { readErrorQuery } from './read-error-query';

export function Component() {
  const [searchParams] = useSearchParams();
  const { status, message } = readErrorQuery(searchParams);
  return <ErrorScreen status={status} message={message} />;
}
