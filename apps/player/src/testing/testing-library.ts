/**
 * Testing Library for the player's tests, on the runtime the player ships:
 * Preact, through preact/compat (vite.config.ts, decision 016). React Testing
 * Library renders with react-dom itself and cannot be pointed at Preact, so
 * this is its small Preact counterpart over the same @testing-library/dom
 * that user-event drives.
 */
import { configure, getQueriesForElement } from '@testing-library/dom';
import { render as preactRender, type ComponentChild } from 'preact';
import { act as preactAct } from 'preact/test-utils';
import type { ReactNode } from 'react';

configure({
  // Each event user-event or fireEvent dispatches renders, and runs the
  // effects it schedules, before the next one (as React Testing Library's
  // act does).
  eventWrapper: (dispatch) => {
    let result: unknown;
    void preactAct(() => {
      result = dispatch();
    });
    return result;
  },
  // Not one act around a whole waitFor: Preact holds every render queued
  // inside act until it returns, so what the test waits for could never come.
  asyncWrapper: async (run) => {
    const result: unknown = await run();
    await preactAct(() => undefined);
    return result;
  },
});

const mounted = new Set<HTMLElement>();

/** Renders into a new element of the document's body, as React Testing Library does. */
export function render(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  mounted.add(container);
  // The JSX compiles to Preact's elements (the aliases), typed as React's.
  const draw = (next: ReactNode) =>
    void act(() => preactRender(next as ComponentChild, container));
  draw(ui);
  return {
    container,
    baseElement: document.body,
    rerender: draw,
    unmount: () => void act(() => preactRender(null, container)),
    ...getQueriesForElement(container),
  };
}

/** Unmounts and removes what render mounted. */
export function cleanup() {
  for (const container of mounted) {
    void act(() => preactRender(null, container));
    container.remove();
  }
  mounted.clear();
}

/** Runs the callback, then every render and effect it caused (what it returns is ignored unless a promise). */
export function act(callback: () => unknown): Promise<void> {
  return preactAct(callback as () => void | Promise<void>);
}

export * from '@testing-library/dom';
