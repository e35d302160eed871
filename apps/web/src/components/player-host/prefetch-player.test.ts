import { describe, expect, it, vi } from 'vitest';
import { playerFiles, prefetchPlayer } from './prefetch-player';

const ORIGIN = window.location.origin;
// The player's built page (apps/player/dist/index.html) as vite writes it.
const PLAYER_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/player/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/player/assets/vendor-B2.js">
<link rel="stylesheet" crossorigin href="/player/assets/index-C3.css">
<link rel="icon" href="/player/icon.svg">
<script type="module" src="https://elsewhere.example/player/x.js"></script>
<script type="module" src="/gl/assets/app.js"></script>
</head><body><div id="root"></div></body></html>`;

function answer(body: string, ok = true): typeof fetch {
  return vi.fn(() =>
    Promise.resolve(new Response(body, { status: ok ? 200 : 404 })),
  );
}

const prefetched = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((l) => ({
    href: l.getAttribute('href'),
    crossorigin: l.getAttribute('crossorigin'),
  }));

describe('the player prefetch on dt_intro (issue 16)', () => {
  it("reads the player's scripts, module preloads and styles from its page, our origin only", () => {
    expect(playerFiles(PLAYER_HTML, ORIGIN)).toEqual([
      { href: '/player/assets/index-A1.js', crossOrigin: '' },
      { href: '/player/assets/vendor-B2.js', crossOrigin: '' },
      { href: '/player/assets/index-C3.css', crossOrigin: '' },
    ]);
  });

  it('adds a prefetch link per file, in the mode the player requests it, once per page', async () => {
    const doc = document.implementation.createHTMLDocument();
    const load = answer(PLAYER_HTML);
    prefetchPlayer(doc, load);
    prefetchPlayer(doc, load);
    await vi.waitFor(() => expect(prefetched(doc)).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/player/', {
      credentials: 'same-origin',
    });
    expect(prefetched(doc)[0]).toEqual({
      href: '/player/assets/index-A1.js',
      crossorigin: '',
    });
  });

  it('adds nothing when the player page cannot be had', async () => {
    const missing = document.implementation.createHTMLDocument();
    prefetchPlayer(missing, answer('Not found', false));
    const offline = document.implementation.createHTMLDocument();
    prefetchPlayer(offline, () => Promise.reject(new TypeError('offline')));
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetched(missing)).toEqual([]);
    expect(prefetched(offline)).toEqual([]);
  });
});
