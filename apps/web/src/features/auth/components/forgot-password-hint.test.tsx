import { act, fireEvent, screen } from '../../../testing/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ForgotPasswordHint } from './forgot-password-hint';

const hint = () =>
  screen.queryByText(
    'You can find your username and default password in your Parent Guide Kit.',
  );

describe('the forgot-password hint (spec 01 §2, §9)', () => {
  it('shows after hovering for 500 ms, not before, and hides when the pointer leaves', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<ForgotPasswordHint />);
    const trigger = screen.getByRole('button', {
      name: 'Forgot your password?',
    });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(499));
    expect(hint()).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(hint()).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    expect(hint()).not.toBeVisible();
  });

  it('shows on keyboard focus and hides with Escape', async () => {
    await renderWithProviders(<ForgotPasswordHint />);
    const trigger = screen.getByRole('button', {
      name: 'Forgot your password?',
    });
    act(() => trigger.focus());
    expect(hint()).toBeVisible();
    expect(
      screen.getByText(
        'Still stuck? Call your school and ask for your Progress Advisor.',
      ),
    ).toBeVisible();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(hint()).not.toBeVisible();
  });

  it('stays open after a tap and closes on the next tap', async () => {
    await renderWithProviders(<ForgotPasswordHint />);
    const trigger = screen.getByRole('button', {
      name: 'Forgot your password?',
    });
    fireEvent.click(trigger);
    fireEvent.blur(trigger);
    expect(hint()).toBeVisible();
    fireEvent.click(trigger);
    expect(hint()).not.toBeVisible();
  });
});
