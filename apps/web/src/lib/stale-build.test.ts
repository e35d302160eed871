import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './stale-build';

function host(onLine = true) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  return {
    target,
    reload,
    host: {
      addEventListener: (type: 'vite:preloadError', l: (e: Event) => void) =>
        target.addEventListener(type, l),
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      location: { reload },
      navigator: { onLine },
    },
  };
}

const staleChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('a page from before a deploy asking for files that are gone', () => {
  it('loads the page again once, and swallows the import error', () => {
    const h = host();
    reloadOnStaleBuild(h.host, () => 1_000_000);
    const event = staleChunk();
    h.target.dispatchEvent(event);
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets a second failure within a minute through to the error state (a real network problem)', () => {
    const h = host();
    let time = 1_000_000;
    reloadOnStaleBuild(h.host, () => time);
    h.target.dispatchEvent(staleChunk());
    time += 30_000;
    const second = staleChunk();
    h.target.dispatchEvent(second);
    expect(h.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    time += 60_000;
    h.target.dispatchEvent(staleChunk());
    expect(h.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline: the screen that failed to load says so', () => {
    const h = host(false);
    reloadOnStaleBuild(h.host, () => 1_000_000);
    const event = staleChunk();
    h.target.dispatchEvent(event);
    expect(h.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
