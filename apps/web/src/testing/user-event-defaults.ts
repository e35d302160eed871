/**
 * user-event's pointer-events check off for every `userEvent.setup()` of the
 * web and player suites, set once here (both vitest configs load this after
 * setup.ts). Before each click the check reads the computed
 * `pointer-events` of the element, which jsdom resolves through every
 * ancestor, looking for `none`, which no test can meet: Vitest loads no app
 * CSS and no component sets the property inline. A test that passes options
 * of its own keeps them. Over three click-heavy web files the check made
 * about 60 of 700 getComputedStyle calls but 0.45 to 0.6 s of their 1.1 to
 * 1.4 s (one worker, runs alternated).
 */
import {
  PointerEventsCheckLevel,
  userEvent,
} from '@testing-library/user-event';

type Setup = typeof userEvent.setup;
const withDefaults = Symbol.for('gp.userEvent.defaults');
const api = userEvent as { setup: Setup; [withDefaults]?: true };

// Files share one module cache (isolate: false): wrap setup() once.
if (!api[withDefaults]) {
  const setup: Setup = userEvent.setup.bind(userEvent);
  api.setup = (options) =>
    setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
  api[withDefaults] = true;
}
