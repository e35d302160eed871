import { screen } from '../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render';
import { LazyPart } from './lazy-part';

describe('a part of the player loaded when first shown (issue 16)', () => {
  it('shows the loading card, then the part', async () => {
    let arrive: (part: { default: () => React.JSX.Element }) => void = () => {};
    const Part = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((r) => (arrive = r)),
    );
    renderWithI18n(
      <LazyPart>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Getting your questions ready…',
    );
    arrive({ default: () => <p>The explainer</p> });
    expect(await screen.findByText('The explainer')).toBeInTheDocument();
  });

  it('offers Try again, which opens the player anew, when its file cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithI18n(
      <LazyPart reload={reload}>
        <Part />
      </LazyPart>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking longer than usual.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
