/**
 * React's per-element owner stacks off for the web suite (vitest.config.ts
 * loads this after setup.ts). In development, React 19 creates an Error for
 * every JSX element it makes, up to 10,000 per render, to show which
 * component created an element in its dev warnings. The tests never read
 * those stacks, and making them was the most expensive single function of
 * the suite (about 1.9 s of 62 s of worker CPU in a profile): the whole
 * project went from 34.6 and 38.5 s of CPU to 31.9 and 34.8 (alternated,
 * load 9 to 10; issue 10 §4). Rendering is unchanged; React's own counter
 * of the stacks it made is held above its limit, so it uses the stack it
 * keeps for an unknown owner instead. A React that no longer has the
 * counter ignores this.
 */
import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks?: number };
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: Internals;
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

// Files share one module cache (isolate: false): the property is set once.
if (internals && 'recentlyCreatedOwnerStacks' in internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    // react-dom resets it to 0 at every render.
    set: () => {},
    configurable: true,
  });
