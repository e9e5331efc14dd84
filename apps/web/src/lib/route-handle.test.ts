import { describe, expect, it } from 'vitest';
import { collectRouteFlags, findRouteTitle, readRouteHandle } from './route-handle';

describe('route handles', () => {
  it('ignores values of the wrong type', () => {
    expect(readRouteHandle({ title: 3, skipAuth: 'yes', admin: 1 })).toEqual({});
    expect(readRouteHandle(undefined)).toEqual({});
  });

  it('takes the deepest title', () => {
    expect(findRouteTitle([{ handle: { title: 'Admin' } }, { handle: { title: 'Users' } }, { handle: {} }])).toBe(
      'Users',
    );
    expect(findRouteTitle([{ handle: undefined }])).toBeUndefined();
  });

  it('applies a flag from any ancestor to the branch', () => {
    expect(collectRouteFlags([{ handle: { admin: true } }, { handle: { title: 'Users' } }])).toEqual({
      skipAuth: false,
      admin: true,
      redirectOnly: false,
    });
    expect(collectRouteFlags([{ handle: {} }, { handle: { skipAuth: true } }])).toEqual({
      skipAuth: true,
      admin: false,
      redirectOnly: false,
    });
  });

  it('marks a redirect-only route only when it is the leaf', () => {
    expect(collectRouteFlags([{ handle: {} }, { handle: { redirectOnly: true } }]).redirectOnly).toBe(true);
    expect(collectRouteFlags([{ handle: { redirectOnly: true } }, { handle: {} }]).redirectOnly).toBe(false);
  });
});
