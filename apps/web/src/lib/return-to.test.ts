import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { decodeReturnTo, encodeReturnTo, toSafeRelativePath } from './return-to';

const roundTrip = (pathname: string, search = '', hash = '') =>
  decodeReturnTo(encodeReturnTo({ pathname, search, hash }));

describe('encodeReturnTo', () => {
  it('describes the route as JSON with path, query and hash', () => {
    expect(JSON.parse(encodeReturnTo({ pathname: '/settings', search: '?tab=mail&x=1&x=2', hash: '#top' }))).toEqual({
      path: '/settings',
      query: { tab: 'mail', x: ['1', '2'] },
      hash: '#top',
    });
    expect(JSON.parse(encodeReturnTo({ pathname: '/dashboard', search: '', hash: '' }))).toEqual({
      path: '/dashboard',
    });
  });

  it('survives the trip through the login URL (URL-encoded JSON)', () => {
    const returnTo = encodeReturnTo({ pathname: '/dashboard/sellers/acme/inventory', search: '?q=a&b', hash: '' });
    const href = paths.login.getHref({ returnTo });
    expect(href).toMatch(/^\/login\?returnTo=%7B/);
    const received = new URL(href, 'https://app.example').searchParams.get('returnTo');
    expect(decodeReturnTo(received)).toBe('/dashboard/sellers/acme/inventory?q=a&b=');
  });
});

describe('decodeReturnTo', () => {
  it('gives back the encoded location', () => {
    expect(
      roundTrip('/dashboard/sellers/acme/brand-valuation/Big%20%26%20Tall', '?period=trailing12Months', '#x'),
    ).toBe('/dashboard/sellers/acme/brand-valuation/Big%20%26%20Tall?period=trailing12Months#x');
    expect(roundTrip('/admin/users')).toBe('/admin/users');
  });

  it('resolves a named route with its params', () => {
    expect(decodeReturnTo(JSON.stringify({ name: 'seller', params: { sellerId: 'acme' }, hash: 'top' }))).toBe(
      '/dashboard/sellers/acme#top',
    );
    expect(decodeReturnTo(JSON.stringify({ name: 'settings', query: { a: '1' } }))).toBe('/settings?a=1');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '/dashboard'],
    ['a bare string', '"/dashboard"'],
    ['an array', '["/dashboard"]'],
    ['an absolute URL', JSON.stringify({ path: 'https://evil.example/x' })],
    ['a protocol-relative URL', JSON.stringify({ path: '//evil.example/x' })],
    ['a backslash trick', JSON.stringify({ path: '/\\evil.example' })],
    ['a tab trick', JSON.stringify({ path: '/\t/evil.example' })],
    ['a javascript: URL', JSON.stringify({ path: 'javascript:alert(1)' })],
    ['a relative path', JSON.stringify({ path: 'dashboard' })],
    ['a query hidden in the path', JSON.stringify({ path: '/a?b=1' })],
    ['an unknown route name', JSON.stringify({ name: 'elsewhere' })],
    ['a name from the prototype', JSON.stringify({ name: 'constructor' })],
    ['params that are not strings', JSON.stringify({ name: 'seller', params: { sellerId: 3 } })],
    ['a query that is not strings', JSON.stringify({ path: '/dashboard', query: { a: { b: 1 } } })],
    ['a hash that is not a string', JSON.stringify({ path: '/dashboard', hash: 3 })],
  ])('ignores %s', (_label, raw) => {
    expect(decodeReturnTo(raw)).toBeUndefined();
  });
});

describe('toSafeRelativePath', () => {
  it('keeps app paths and refuses the rest', () => {
    expect(toSafeRelativePath('/dashboard?x=1#y')).toBe('/dashboard?x=1#y');
    expect(toSafeRelativePath('https://evil.example')).toBeUndefined();
    expect(toSafeRelativePath('//evil.example')).toBeUndefined();
  });
});
