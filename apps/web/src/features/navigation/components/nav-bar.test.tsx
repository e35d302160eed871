import { screen, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig, CultureCode, MarketRegion } from '@gp/api';
import { wireApiClient } from '../../../lib/wire-api-client';
import { browserNavigation } from '../../../lib/navigation';
import {
  getLocalRecord,
  loadLocalRecord,
  resetLocalRecordForTests,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { fullProfile, studentInfo } from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NavBar, type NavBarProps } from './nav-bar';

async function renderNavBar(
  region: MarketRegion,
  {
    language = 'en-US',
    config = {},
    props = {},
  }: {
    language?: CultureCode;
    config?: Partial<AppConfig>;
    props?: NavBarProps;
  } = {},
) {
  await updateLocalRecord({
    studentInfo: studentInfo({ MarketRegion: region, EnglishFirstName: 'Mia' }),
    studentProfile: fullProfile,
  });
  const router = createMemoryRouter(
    [
      { path: '/learn', element: <NavBar {...props} /> },
      { path: '/welcome', element: null },
    ],
    { initialEntries: ['/learn'] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    language,
    config,
  });
  return { ...view, router, user: userEvent.setup() };
}

beforeEach(async () => {
  await loadLocalRecord();
  wireApiClient();
});

describe('the navigation bar (spec 01 §2, spec 02 §2)', () => {
  it('opens the help center in a new window with app name, token, language and the China business unit', async () => {
    await renderNavBar(1);
    const link = screen.getByRole('link', { name: /Help center/ });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/help/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appName: 'GrammarPro',
      token: 'token-1',
      language: 'en-us',
      businessUnit: 'GP-CN',
    });
  });

  it('goes back to the page the layout names, and links the logo to learn where asked', async () => {
    const { user, router } = await renderNavBar(0, {
      props: { backTo: '/welcome', logoLinksToLearn: true },
    });
    expect(
      screen.getByRole('link', { name: 'Grammar Pro home' }),
    ).toHaveAttribute('href', '/learn');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('has no back button where the page has none', async () => {
    await renderNavBar(0);
    expect(
      screen.queryByRole('button', { name: 'Back' }),
    ).not.toBeInTheDocument();
  });

  it('switches English to the market language, saves it and announces it', async () => {
    const api = mockApi({
      'PUT /api/v2/PreferLanageCode/Save/': {
        body: { PreferLanguageCode: 'zh-CN' },
      },
    });
    const { user } = await renderNavBar(1);
    await user.click(
      screen.getByRole('button', { name: 'Switch language to 中文（简体）' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '语言已切换为中文（简体）。',
      ),
    );
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.getByRole('link', { name: /帮助中心/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/v2/PreferLanageCode/Save/')).toHaveLength(
        1,
      ),
    );
    expect(api.calls[0]?.body).toEqual({ PreferLanguageCode: 'zh-CN' });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(getLocalRecord()).toMatchObject({
      language: 'zh-CN',
      studentProfile: { PreferLanguageCode: 'zh-CN' },
    });
  });

  it('switches a market language back to English', async () => {
    mockApi({
      'PUT /api/v2/PreferLanageCode/Save/': {
        body: { PreferLanguageCode: 'en-US' },
      },
    });
    const { user } = await renderNavBar(4, { language: 'id-ID' });
    await user.click(
      screen.getByRole('button', { name: 'Ganti bahasa ke English' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The language is now English.',
      ),
    );
  });

  it('offers no language toggle in the default English region', async () => {
    await renderNavBar(0);
    expect(
      screen.queryByRole('button', { name: /Switch language/ }),
    ).not.toBeInTheDocument();
  });

  it('logs out when saving the language answers InvalidToken', async () => {
    mockApi({
      'PUT /api/v2/PreferLanageCode/Save/': apiError(401, 'InvalidToken'),
    });
    const assign = vi
      .spyOn(browserNavigation, 'assign')
      .mockImplementation(() => {});
    const { user } = await renderNavBar(2);
    await user.click(screen.getByRole('button', { name: /Switch language/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/gl/login'));
    expect(getLocalRecord().studentInfo).toBeUndefined();
  });

  it("logs out from the student's menu: the server call, the local data, then the portal login", async () => {
    const api = mockApi({
      'DELETE /api/v1/Token/': { body: { Success: true } },
    });
    const assign = vi
      .spyOn(browserNavigation, 'assign')
      .mockImplementation(() => {});
    window.sessionStorage.setItem('gp.marketRegion', '1');
    const { user } = await renderNavBar(1, {
      config: { PortalLoginUrl: 'https://portal.example.com/login' },
    });
    const menuButton = screen.getByRole('button', {
      name: 'Account menu for Mia',
    });
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://portal.example.com/login'),
    );
    expect(
      api.callsTo('DELETE', '/api/v1/Token/')[0]?.headers.Authorization,
    ).toBe('Bearer token-1');
    // What the next page load finds: nothing stored.
    resetLocalRecordForTests();
    await loadLocalRecord();
    expect(getLocalRecord()).toEqual({});
    expect(window.sessionStorage.getItem('gp.marketRegion')).toBeNull();
  });

  it('opens the menu from the keyboard and closes it with Escape, returning focus', async () => {
    const { user } = await renderNavBar(0);
    const menuButton = screen.getByRole('button', {
      name: 'Account menu for Mia',
    });
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
