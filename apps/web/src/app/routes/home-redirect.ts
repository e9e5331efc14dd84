import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';

// The query travels along, so a link such as /?evt=… still reaches the guards on the dashboard.
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(paths.dashboard.getHref(new URL(request.url).searchParams));
