import type { QueryClient } from '@tanstack/react-query';
import type { Params, UIMatch } from 'react-router';

// Metadata carried by each route's `handle`. The guards (src/app/guards) read the flags; layouts
// read the labels. React Router types `handle` as unknown, so every read goes through readRouteHandle.
export interface RouteHandle {
  /** Page part of the document title, see formatPageTitle. */
  title?: string;
  /** Breadcrumb label; a function when the label comes from the URL (e.g. a brand name). */
  breadcrumb?: string | ((params: Params) => string | undefined);
  /** The page is reachable without a session. */
  skipAuth?: boolean;
  /** The page needs an admin session. */
  admin?: boolean;
  /** The route only redirects (its loader does); guards run on the page it redirects to. */
  redirectOnly?: boolean;
  /** Starts the page's first reads as the navigation starts (src/app/route-prefetch.ts). */
  prefetch?: RoutePrefetch;
}

export interface RoutePrefetchArgs {
  params: Params;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
}

/** Starts reads into the query cache without waiting for them. */
export type RoutePrefetch = (args: RoutePrefetchArgs) => void;

export interface RouteFlags {
  skipAuth: boolean;
  admin: boolean;
  redirectOnly: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readRouteHandle(handle: unknown): RouteHandle {
  if (!isRecord(handle)) return {};
  const result: RouteHandle = {};
  if (typeof handle.title === 'string') result.title = handle.title;
  if (typeof handle.breadcrumb === 'string') {
    result.breadcrumb = handle.breadcrumb;
  } else if (typeof handle.breadcrumb === 'function') {
    const label = handle.breadcrumb;
    result.breadcrumb = (params) => {
      const value: unknown = label(params);
      return typeof value === 'string' ? value : undefined;
    };
  }
  if (handle.skipAuth === true) result.skipAuth = true;
  if (handle.admin === true) result.admin = true;
  if (handle.redirectOnly === true) result.redirectOnly = true;
  if (typeof handle.prefetch === 'function') result.prefetch = handle.prefetch as RoutePrefetch;
  return result;
}

type AnyMatch = Pick<UIMatch, 'handle'>;

/** The deepest matched route that declares a title wins. */
export function findRouteTitle(matches: readonly AnyMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = readRouteHandle(matches[index]?.handle).title;
    if (title) return title;
  }
  return undefined;
}

/** skipAuth and admin set on any matched ancestor apply to the whole branch; redirectOnly is the leaf's. */
export function collectRouteFlags(matches: readonly AnyMatch[]): RouteFlags {
  const handles = matches.map((match) => readRouteHandle(match.handle));
  return {
    skipAuth: handles.some((handle) => handle.skipAuth === true),
    admin: handles.some((handle) => handle.admin === true),
    redirectOnly: handles.at(-1)?.redirectOnly === true,
  };
}
