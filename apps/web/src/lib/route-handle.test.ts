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
    });
    expect(collectRouteFlags([{ handle: {} }, { handle: { skipAuth: true } }])).toEqual({
      skipAuth: true,
      admin: false,
    });
  });
});
