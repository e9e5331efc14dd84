import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';

// Old /brands and /momentum links (with or without a brand) now live under brand-valuation.
export const loader = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.seller.brandValuation.getHref(params.sellerId, params.brandName));
