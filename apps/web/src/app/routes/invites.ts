import { redirect, type LoaderFunctionArgs } from 'react-router';
import { resolveInviteRedirect } from './resolve-invite-redirect';

export const loader = ({ params, request }: LoaderFunctionArgs) =>
  redirect(resolveInviteRedirect(params.aggregatorSlug, new URL(request.url).search));
