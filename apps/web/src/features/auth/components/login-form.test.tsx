import { fireEvent, screen } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm, type LoginFormProps } from './login-form';

async function renderForm(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  const onEdit = vi.fn();
  await renderWithProviders(
    <LoginForm busy={false} onSubmit={onSubmit} onEdit={onEdit} {...props} />,
  );
  return { onSubmit, onEdit, user: userEvent.setup() };
}

describe('the login form (spec 01 §2, §5)', () => {
  it('keeps the log-in button disabled until both fields are non-blank', async () => {
    const { user } = await renderForm();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'mia');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
  });

  it('submits the trimmed username and the password as typed', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByLabelText('Username'), '  mia ');
    await user.type(screen.getByLabelText('Password'), ' pw ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith('mia', ' pw ');
  });

  it('submits on Enter only when both fields are filled', async () => {
    const { user, onSubmit } = await renderForm();
    await user.type(screen.getByLabelText('Username'), 'mia{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does not submit on Enter while an error is shown', async () => {
    const { onSubmit } = await renderForm({ message: { type: 'failed' } });
    fireEvent.change(screen.getByLabelText('Username'), {
      target: { value: 'mia' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'pw' },
    });
    fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'Your username and password do not match, please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('clears a shown message when the student types again', async () => {
    const { user, onEdit } = await renderForm({ message: { type: 'failed' } });
    await user.type(screen.getByLabelText('Username'), 'a');
    expect(onEdit).toHaveBeenCalled();
  });

  it('shows a spinner and a busy, disabled button while loading', async () => {
    await renderForm({ busy: true });
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(
      screen.getByRole('button', { name: 'Show password' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads in Chinese', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <LoginForm
        busy={false}
        onSubmit={onSubmit}
        onEdit={() => {}}
        message={{ type: 'throttled', minutes: 3 }}
      />,
      {
        language: 'zh-CN',
      },
    );
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(
      screen.getByText('尝试次数过多，请 3 分钟后再试。'),
    ).toBeInTheDocument();
  });
});
