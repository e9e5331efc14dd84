import { paths } from '../config/paths';

// SPEC §4: after a failed session check the login page receives `returnTo`, a URL-encoded JSON
// description of the route ({name | path, params?, query?, hash?}). The value arrives through the
// address bar, so decoding trusts nothing: only a same-origin relative path comes out, and
// anything malformed is ignored rather than followed.

export interface ReturnToLocation {
  pathname: string;
  search: string;
  hash: string;
}

type QueryRecord = Record<string, string | string[]>;

// Named routes a returnTo may refer to; every other route travels as a path.
const namedRoutes: Record<string, (params: Record<string, string>) => string | undefined> = {
  dashboard: () => paths.dashboard.getHref(),
  settings: () => paths.settings.getHref(),
  admin: () => paths.admin.root.getHref(),
  seller: (params) => (params.sellerId ? paths.seller.root.getHref(params.sellerId) : undefined),
};

function toQueryRecord(search: string): QueryRecord | undefined {
  const query: QueryRecord = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return Object.keys(query).length > 0 ? query : undefined;
}

/** The JSON text of the `returnTo` parameter for a location; URLSearchParams does the URL-encoding. */
export function encodeReturnTo(location: ReturnToLocation): string {
  const query = toQueryRecord(location.search);
  return JSON.stringify({
    path: location.pathname,
    ...(query ? { query } : {}),
    ...(location.hash && location.hash !== '#' ? { hash: location.hash } : {}),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

function readQuery(value: unknown): URLSearchParams | undefined {
  const search = new URLSearchParams();
  if (value === undefined) return search;
  if (!isRecord(value)) return undefined;
  for (const [key, entry] of Object.entries(value)) {
    const values = Array.isArray(entry) ? entry : [entry];
    if (!values.every((item) => typeof item === 'string')) return undefined;
    for (const item of values) search.append(key, item as string);
  }
  return search;
}

/** A path of this app: starts with one slash, no scheme, no host, no backslash tricks. */
export function toSafeRelativePath(candidate: string): string | undefined {
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return undefined;
  // The URL parser drops tabs and newlines, so '/\t/evil.example' would become protocol-relative:
  // the origin check below catches that and every other way out.
  const base = 'https://brandlens.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

function resolvePathname(route: Record<string, unknown>): string | undefined {
  if (typeof route.path === 'string') return route.path;
  if (typeof route.name !== 'string') return undefined;
  const build = Object.hasOwn(namedRoutes, route.name) ? namedRoutes[route.name] : undefined;
  if (!build) return undefined;
  const params = route.params === undefined ? {} : route.params;
  return isStringRecord(params) ? build(params) : undefined;
}

/** The href to reopen, or undefined when the value is missing, malformed or leaves the app. */
export function decodeReturnTo(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let route: unknown;
  try {
    route = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(route)) return undefined;
  const pathname = resolvePathname(route);
  const search = readQuery(route.query);
  if (pathname === undefined || search === undefined) return undefined;
  if (pathname.includes('?') || pathname.includes('#')) return undefined;
  if (route.hash !== undefined && typeof route.hash !== 'string') return undefined;
  const hash = typeof route.hash === 'string' && route.hash ? `#${route.hash.replace(/^#/, '')}` : '';
  const query = search.toString();
  return toSafeRelativePath(`${pathname}${query ? `?${query}` : ''}${hash}`);
}
