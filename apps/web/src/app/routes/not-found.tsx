import { NotFoundScreen } from '../../components/ui/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
