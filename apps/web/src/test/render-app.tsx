import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createRouterContext } from '../app/router-context';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the real route table in memory, with the app's providers in Mantine's test mode. */
export function renderApp(initialEntry: string, routeTable: RouteObject[] = routes) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routeTable, {
    initialEntries: [initialEntry],
    getContext: () => createRouterContext(queryClient),
  });
  const view = render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A fetch stand-in that answers every call with the same JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}
