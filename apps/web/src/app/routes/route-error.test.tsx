import { screen } from '../../testing/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { routes } from '../router';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

describe('a page that throws (issue 15: no dead ends)', () => {
  it('is caught by the root route of the app', () => {
    expect(routes[0]?.errorElement).toBeDefined();
  });

  it('shows Oops with Retry, Back to Learn and Log out, not the router’s bare error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes(
      [
        {
          path: '/testing',
          handle: { page: 'testing' },
          element: <Broken />,
          errorElement: <RouteError />,
        },
      ],
      { path: '/testing' },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Oops! Something went wrong',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute(
      'href',
      '/learn',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
