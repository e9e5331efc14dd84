import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionSync } from '../lib/session/use-session-sync';
import { useRouteDocumentTitle } from '../lib/use-route-document-title';

export function RootRoute() {
  useRouteDocumentTitle();
  useSessionSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
