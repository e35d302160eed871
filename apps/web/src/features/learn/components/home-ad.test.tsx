import { act, screen, waitFor } from '../../../testing/testing-library';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CultureCode } from '@gp/api';
import type { LearnOverlay } from '@gp/domain';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { HomeAd, type HomeAdProps } from './home-ad';

// spec 02 §1 (default ad text), §4 Home ad, §6 demo prompts, §8 (a failed save is ignored).
const ADS = '/api/v2/HomePageAds/';
const SAVE = '/api/v2/HomePageAds/Save/';

function api(state = { IsShown: true, IsRead: false }, saveStatus = 200) {
  return mockApi({
    [`GET ${ADS}`]: { body: state },
    [`PUT ${SAVE}`]:
      saveStatus === 200
        ? { body: { IsShown: state.IsShown, IsRead: true } }
        : apiError(saveStatus, 'Unavailable'),
  });
}

async function show(
  props: Partial<HomeAdProps> = {},
  language: CultureCode = 'en-US',
) {
  const base: HomeAdProps = {
    userId: 'u1',
    userStatus: 1,
    overlay: 0,
    otherPopupOpen: false,
    ...props,
  };
  return renderRoutes(
    [
      { path: '/learn', element: <HomeAd {...base} /> },
      { path: '/purchase-guide', element: <h1>{'purchase guide'}</h1> },
    ],
    { path: '/learn', language },
  );
}

describe('the home-page ad popup (spec 02 §4 Home ad)', () => {
  it('opens by itself with the welcome text when shown and unread; OK closes it and marks it read once', async () => {
    const calls = api();
    const user = userEvent.setup();
    await show();
    const dialog = await screen.findByRole('dialog', {
      name: 'Welcome to Grammar Pro!',
    });
    expect(dialog).toHaveTextContent(
      'Contact the Progress Advisor at your centre to get your exclusive starter pack.',
    );
    // Keyboard alone: focus is in the dialog, Tab reaches OK.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
    expect(calls.callsTo('PUT', SAVE)[0]?.body).toBeUndefined();
  });

  it('marks it read once when closed with Escape, and does not come back', async () => {
    const calls = api();
    const user = userEvent.setup();
    await show();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.callsTo('PUT', SAVE)).toHaveLength(1);
  });

  it.each([
    ['already read', { IsShown: true, IsRead: true }],
    ['not shown', { IsShown: false, IsRead: false }],
  ])('stays shut when %s', async (_, state) => {
    const calls = api(state);
    await show();
    await waitFor(() => expect(calls.callsTo('GET', ADS)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.callsTo('PUT', SAVE)).toHaveLength(0);
  });

  it('waits while another overlay or popup is open, then opens (lowest priority)', async () => {
    api();
    let setBlock: (next: {
      overlay: LearnOverlay;
      other: boolean;
    }) => void = () => {};
    function Page() {
      const [block, set] = useState({
        overlay: 1 as LearnOverlay,
        other: true,
      });
      setBlock = set;
      return (
        <HomeAd
          userId="u1"
          userStatus={1}
          overlay={block.overlay}
          otherPopupOpen={block.other}
        />
      );
    }
    await renderRoutes([{ path: '/learn', element: <Page /> }], {
      path: '/learn',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The DT results overlay closed; a coach mark still shows.
    act(() => setBlock({ overlay: 0, other: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setBlock({ overlay: 0, other: false }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed for this visit when saving the read fails (spec 02 §8)', async () => {
    const calls = api(undefined, 503);
    const user = userEvent.setup();
    await show();
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      'zh-CN',
      '欢迎来到 Grammar Pro！',
      '联系你所在中心的学习顾问，领取你的专属入门礼包。',
      '好的',
    ],
    [
      'ru-RU',
      'Добро пожаловать в Grammar Pro!',
      'Свяжись со своим куратором в учебном центре и получи эксклюзивный стартовый набор.',
      'Хорошо',
    ],
    [
      'id-ID',
      'Selamat datang di Grammar Pro!',
      'Hubungi Progress Advisor di pusat belajarmu untuk mendapatkan paket pemula eksklusif.',
      'Oke',
    ],
  ] as const)('speaks %s', async (language, title, text, ok) => {
    api();
    await show({}, language);
    expect(
      await screen.findByRole('dialog', { name: title }),
    ).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: ok })).toBeInTheDocument();
  });
});

describe('the home-page ad for demo students (spec 02 §6 prompts)', () => {
  it('offers Have a try, which opens the module they may study and marks the ad read', async () => {
    const calls = api();
    const user = userEvent.setup();
    let tried = 0;
    await show({ userStatus: 4, onHaveATry: () => (tried += 1) });
    const dialog = await screen.findByRole('dialog', {
      name: 'Welcome to your Grammar Pro trial!',
    });
    expect(dialog).toHaveTextContent('Ask the Progress Advisor');
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Have a try' }));
    expect(tried).toBe(1);
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Get the full version, which goes to the purchase guide', async () => {
    const calls = api();
    const user = userEvent.setup();
    const view = await show({ userStatus: 4 });
    await user.click(
      await screen.findByRole('button', { name: 'Get the full version' }),
    );
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/purchase-guide'),
    );
    await waitFor(() => expect(calls.callsTo('PUT', SAVE)).toHaveLength(1));
  });
});
