/**
 * Cookie-authenticated writes must carry this header. A cross-site form or
 * image cannot set a custom header, and a cross-site fetch that sets one needs
 * a CORS preflight, which the API never grants: so its presence proves the
 * request came from our own pages.
 */
export const CSRF_HEADER_NAME = 'x-brandlens-request';
export const CSRF_HEADER_VALUE = '1';

export const SESSION_COOKIE_NAME = 'bl_session';
