// What never reaches a log line or a stored mail: the tokens of mailed links
// (in a query or a path) and the parameters of SQL statements (ADR 0028).

// Query-string keys whose values are secrets (tokens in links from emails,
// signed JWTs); their values never reach the logs.
const SECRET_QUERY_KEYS = /^(token|evt|jwt|code|password|state|secret|key)$/i;
const SECRET_QUERY_VALUES = /([?&;](?:token|evt|jwt|code|password|state|secret|key)=)[^&#\s"'<>]*/gi;
// Paths whose next segment is a mailed token.
const SECRET_PATH_PREFIXES = ['/api/email-verifications/'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REDACTED = '[redacted]';

/**
 * A path segment that looks like a token (32+ base64url characters, mixed case)
 * is hidden wherever it appears: slugs are lowercase and ids are UUIDs, a
 * 256-bit token in base64url is neither.
 */
function isTokenLike(segment: string): boolean {
  return (
    segment.length >= 32 &&
    /^[A-Za-z0-9_-]+$/.test(segment) &&
    !UUID.test(segment) &&
    /[A-Z]/.test(segment) &&
    /[a-z0-9]/.test(segment)
  );
}

function redactPath(path: string): string {
  const prefix = SECRET_PATH_PREFIXES.find((candidate) => path.startsWith(candidate) && path.length > candidate.length);
  if (prefix) return `${prefix}${REDACTED}`;
  return path
    .split('/')
    .map((segment) => (isTokenLike(segment) ? REDACTED : segment))
    .join('/');
}

/** A request URL (path and query) with its secrets replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = redactPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
}

/**
 * Text (a mail body, plain or HTML) with the secrets of every link in it
 * redacted; the rest of each link stays readable. Works on the text as written
 * (an HTML link may spell '&' as '&#38;'), so no parsing can miss a key.
 */
export function redactLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (link) => {
    const queryStart = link.search(/[?#]/);
    const path = queryStart === -1 ? link : link.slice(0, queryStart);
    const rest = queryStart === -1 ? '' : link.slice(queryStart);
    const [scheme = '', , host = '', ...segments] = path.split('/');
    const redactedPath = [scheme, '', host, ...segments.map((part) => (isTokenLike(part) ? REDACTED : part))].join('/');
    return redactedPath + rest.replace(SECRET_QUERY_VALUES, `$1${REDACTED}`);
  });
}
