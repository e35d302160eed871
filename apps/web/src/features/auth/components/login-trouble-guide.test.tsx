import { screen, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LoginTroubleGuide } from './login-trouble-guide';

it('shows the four steps in a dialog that closes on Escape and returns focus (spec 01 §2)', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<LoginTroubleGuide />);
  const trigger = screen.getByRole('button', {
    name: 'Having trouble logging in?',
  });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Trouble logging in?' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '1Log out of Grammar Pro on all your devices.',
    '2Close any other browser windows.',
    '3Try to log in again.',
    '4Still not working? Call your Progress Advisor at your school.',
  ]);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});
