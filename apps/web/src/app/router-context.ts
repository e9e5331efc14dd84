import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';

// Middleware and loaders reach the app's QueryClient through the router context, so the cache
// the guards fill is the one the components read.

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export const queryClientContext = createContext<QueryClient>();

export function createRouterContext(queryClient: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
}
