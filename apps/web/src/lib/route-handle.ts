import type { Params, UIMatch } from 'react-router';

// Metadata carried by each route's `handle`. Guards (a later issue) read the flags; layouts read
// the labels. React Router types `handle` as unknown, so every read goes through readRouteHandle.
export interface RouteHandle {
  /** Page part of the document title, see formatPageTitle. */
  title?: string;
  /** Breadcrumb label; a function when the label comes from the URL (e.g. a brand name). */
  breadcrumb?: string | ((params: Params) => string | undefined);
  /** The page is reachable without a session. */
  skipAuth?: boolean;
  /** The page needs an admin session. */
  admin?: boolean;
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

/** A flag set on any matched ancestor applies to the whole branch. */
export function collectRouteFlags(matches: readonly AnyMatch[]): { skipAuth: boolean; admin: boolean } {
  const handles = matches.map((match) => readRouteHandle(match.handle));
  return {
    skipAuth: handles.some((handle) => handle.skipAuth === true),
    admin: handles.some((handle) => handle.admin === true),
  };
}
