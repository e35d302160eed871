import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { PlayerApp } from './player-app';

// Tells React this is a test environment where act() is used.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

it('renders an empty main landmark as the player root', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<PlayerApp />));
  const main = host.querySelector('main');
  expect(main).not.toBeNull();
  expect(main?.id).toBe('player');
});
