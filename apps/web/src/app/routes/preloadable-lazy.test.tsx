import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '../../testing/testing-library';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Page() {
  return <h1>{'the page'}</h1>;
}

/** Renders into a Suspense boundary and records whether its fallback ever showed. */
function renderRecordingFallback(Component: ComponentType) {
  const seen: string[] = [];
  function Fallback() {
    seen.push('fallback');
    return <p>{'loading'}</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return seen;
}

describe('a screen whose code was started before the first render (issue 16)', () => {
  it('renders the screen in the first render, without the fallback, once its code has arrived', async () => {
    const { Component, start } = preloadableLazy(() => Promise.resolve(Page));
    await start();
    const seen = renderRecordingFallback(Component);
    expect(screen.getByRole('heading', { name: 'the page' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('shows the fallback, then the screen, when the code is still on its way', async () => {
    let arrive: (c: typeof Page) => void = () => {};
    const { Component } = preloadableLazy(
      () => new Promise<typeof Page>((resolve) => (arrive = resolve)),
    );
    const seen = renderRecordingFallback(Component);
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => arrive(Page));
    expect(
      await screen.findByRole('heading', { name: 'the page' }),
    ).toBeVisible();
    expect(seen.length).toBeGreaterThan(0);
  });

  it('fetches the code once, however often it is started and rendered', async () => {
    let loads = 0;
    const { Component, start } = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve(Page);
    });
    await Promise.all([start(), start()]);
    renderRecordingFallback(Component);
    renderRecordingFallback(Component);
    expect(screen.getAllByRole('heading', { name: 'the page' })).toHaveLength(
      2,
    );
    expect(loads).toBe(1);
  });
});
