import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { listenForPreloadErrors } from '../lib/chunk-reload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { prefetchRouteData } from './route-prefetch';
import { createAppRouter, routes } from './router';

// When the app's code starts to run, after the entry script and its preloads: scripts/bench-web-content.ts reads it.
performance.mark('brandlens:app-start');
listenForPreloadErrors(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

const queryClient = createQueryClient();
// The first page's reads go out before the router asks for the page's lazy chunks: over HTTP/1.1
// the browser sends at most six requests to a host at once, in the order they were made, so the
// reads would otherwise wait behind some fifty scripts. The router's own prefetch then finds them in flight.
prefetchRouteData(routes, new URL(window.location.href), queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </AppProviders>
  </StrictMode>,
);
