import type { TSession } from '@brandlens/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRouterContext } from '../app/router-context';
import { sessionQueryKey } from '../lib/session/get-session';
import { createTestQueryClient } from './render-app';

interface Options {
  /** Put in the cache as the guards would have. */
  session?: TSession;
  path?: string;
}

/** Renders one component inside the app's providers and a router, with an optional session. */
export function renderWithProviders(ui: ReactNode, { session, path = '/' }: Options = {}) {
  const queryClient = createTestQueryClient();
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path], getContext: () => createRouterContext(queryClient) },
  );
  const view = render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, queryClient, router };
}
