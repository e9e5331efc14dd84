import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteDocumentTitle } from '../lib/use-route-document-title';

export function RootRoute() {
  useRouteDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
