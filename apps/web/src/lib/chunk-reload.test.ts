import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  listenForPreloadErrors,
  reloadAfterChunkError,
  withChunkReload,
  type ChunkReloadDeps,
} from './chunk-reload';

function memoryStorage(): NonNullable<ChunkReloadDeps['storage']> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function setup(start = 1_700_000_000_000) {
  let clock = start;
  const reload = vi.fn();
  const deps: ChunkReloadDeps = { storage: memoryStorage(), now: () => clock, reload };
  return { deps, reload, advance: (ms: number) => (clock += ms) };
}

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 60 s', () => {
    const { deps, reload, advance } = setup();
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    advance(59_999);
    expect(reloadAfterChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    advance(1);
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across page loads through the storage', () => {
    const first = setup();
    reloadAfterChunkError(first.deps);
    const afterReload: ChunkReloadDeps = { ...first.deps, reload: vi.fn() };
    expect(reloadAfterChunkError(afterReload)).toBe(false);
  });

  it('never reloads without storage, to rule out a loop', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: undefined, now: () => 0, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('withChunkReload', () => {
  it('passes the module through when the import succeeds', async () => {
    const reloadOnce = vi.fn(() => true);
    await expect(withChunkReload(async () => ({ ok: 1 }), reloadOnce)()).resolves.toEqual({ ok: 1 });
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('rethrows when the reload is suppressed', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkReload(
      () => Promise.reject(failure),
      () => false,
    );
    await expect(load()).rejects.toBe(failure);
  });

  it('asks for a reload when the import fails', async () => {
    const reloadOnce = vi.fn(() => true);
    void withChunkReload(() => Promise.reject(new Error('chunk')), reloadOnce)();
    await vi.waitFor(() => expect(reloadOnce).toHaveBeenCalledTimes(1));
  });
});

describe('listenForPreloadErrors', () => {
  it('reloads on vite:preloadError and stops Vite rethrowing only when it reloads', () => {
    const target = new EventTarget();
    const answers = [true, false];
    const reloadOnce = vi.fn(() => answers.shift() ?? false);
    const stop = listenForPreloadErrors(target, reloadOnce);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);

    stop();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reloadOnce).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it("recognises the browsers' chunk failures and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Kaboom'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});
