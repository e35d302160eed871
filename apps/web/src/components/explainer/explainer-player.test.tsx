import { act, screen } from '../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ExplainerPlayer } from './explainer-player';
import { slideDurationMs, timeline } from './slide-timing';

const slides = [
  { Title: 'Welcome!', Body: 'Grammar Pro helps you learn.' },
  { Title: 'Start with a test', Body: 'About 100 questions.' },
  { Title: 'Study', Body: 'Then study your modules.' },
];

describe('slide timing (DESIGN.md §4 Videos: a paced slide sequence)', () => {
  it('gives every slide at least 4 seconds and longer texts more, in whole seconds', () => {
    expect(slideDurationMs({ Title: 'Hi', Body: '' })).toBe(4000);
    const long = slideDurationMs({ Title: 'A', Body: 'word '.repeat(40) });
    expect(long).toBeGreaterThan(10_000);
    expect(long % 1000).toBe(0);
    // Chinese has no spaces: its characters count too.
    expect(
      slideDurationMs({ Title: '测试', Body: '这是一个很长的句子'.repeat(6) }),
    ).toBeGreaterThan(8000);
  });

  it('lays the slides one after another', () => {
    const { starts, total } = timeline(slides);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBe(
      slideDurationMs(slides[0] ?? { Title: '', Body: '' }),
    );
    expect(total).toBe(slides.reduce((t, s) => t + slideDurationMs(s), 0));
  });
});

describe('the explainer player', () => {
  it('starts paused on the first slide with the duration, and steps with previous and next', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ExplainerPlayer slides={slides} label="Intro video" />,
    );
    const player = screen.getByRole('region', { name: 'Intro video' });
    expect(player).toHaveTextContent('Slide 1 of 3');
    expect(
      screen.getByRole('heading', { name: 'Welcome!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Previous slide' }),
    ).toBeDisabled();
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^0:00 of 0:\d\d$/),
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(
      screen.getByRole('heading', { name: 'Start with a test' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(
      screen.getByRole('heading', { name: 'Welcome!' }),
    ).toBeInTheDocument();
  });

  it('plays through the slides at their pace, pauses, and offers Play again at the end', async () => {
    vi.useFakeTimers();
    await renderWithProviders(
      <ExplainerPlayer slides={slides} label="Intro video" />,
    );
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await act(() =>
      vi.advanceTimersByTimeAsync(timeline(slides).starts[1] ?? 0),
    );
    expect(
      screen.getByRole('heading', { name: 'Start with a test' }),
    ).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(
      screen.getByRole('heading', { name: 'Start with a test' }),
    ).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Play' }).click());
    await act(() => vi.advanceTimersByTimeAsync(timeline(slides).total));
    expect(screen.getByRole('heading', { name: 'Study' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play again' }),
    ).toBeInTheDocument();
  });

  it('moves to the slide at a point of the timeline', async () => {
    await renderWithProviders(
      <ExplainerPlayer slides={slides} label="Intro video" />,
    );
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    const third = Math.ceil((timeline(slides).starts[2] ?? 0) / 1000);
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(
        HTMLInputElement.prototype,
        'value',
      )?.set;
      setter?.call(slider, String(third));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByRole('heading', { name: 'Study' })).toBeInTheDocument();
  });
});
