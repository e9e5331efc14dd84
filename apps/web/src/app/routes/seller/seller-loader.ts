import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { sellerQueryOptions } from '../../../lib/sellers/get-seller';
import { queryClientContext } from '../../router-context';

// Every seller page first makes sure the seller exists for this user: a 404 shows the 404 page.
// Other failures leave the page to render with the seller's id or slug in the breadcrumb.
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  try {
    await context.get(queryClientContext).ensureQueryData(sellerQueryOptions(params.sellerId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.message, { status: 404 });
  }
  return null;
}
