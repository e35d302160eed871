import { act, fireEvent, screen, within } from './testing/testing-library';
import { describe, expect, it, vi } from 'vitest';
import {
  practiceData,
  VIDEO_KEY,
  videoActivity,
} from './practice/practice.testdata';
import { sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

async function startVideo() {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework' }),
  });
  sendFromHost(practiceData());
  await screen.findByRole('heading', { level: 1, name: 'One or more?' });
  return player;
}

const slideTitle = () => screen.getByRole('heading', { level: 1 });

describe("the lesson's video: its explainer, paced (DESIGN.md §4 Videos)", () => {
  it('shows its duration as m:ss, not played yet, with a timeline at the start', async () => {
    await startVideo();
    // Slides of 9 s, 7 s and 7 s at the reading pace of packages/domain explainerTimeline.
    expect(screen.getByText('Duration: 0:23')).toBeInTheDocument();
    expect(screen.getByText('not watched yet')).toHaveAttribute(
      'role',
      'status',
    );
    const timeline = screen.getByRole('slider', { name: 'Timeline' });
    expect(timeline).toHaveAttribute('aria-valuetext', '0:00 of 0:23');
  });

  it('plays the slides at their pace, stops at the end, and is then played: the host hears of it once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const player = await startVideo();
    await player.user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_250));
    expect(slideTitle()).toHaveAccessibleName('In sentences');
    expect(player.host.ofType('activityDone')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(7_000));
    expect(slideTitle()).toHaveAccessibleName('A common mistake');
    act(() => vi.advanceTimersByTime(8_000));
    expect(
      screen.getByRole('button', { name: 'Play again' }),
    ).toBeInTheDocument();
    expect(screen.getByText('watched')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toHaveAttribute(
      'aria-valuetext',
      '0:23 of 0:23',
    );
    expect(player.host.ofType('activityDone').map((m) => m.answer)).toEqual([
      { ModuleKey: 'plurals', ActivityKey: VIDEO_KEY, QuestionAnswer: [] },
    ]);
  });

  it('moves with the timeline, and reaching the last slide that way counts as played', async () => {
    const player = await startVideo();
    // A slider moved sends input events as it moves (and one change at the end).
    fireEvent.input(screen.getByRole('slider', { name: 'Timeline' }), {
      target: { value: '10000' },
    });
    expect(slideTitle()).toHaveAccessibleName('In sentences');
    expect(player.host.ofType('activityDone')).toHaveLength(0);
    await player.user.click(screen.getByRole('button', { name: /Next slide/ }));
    expect(slideTitle()).toHaveAccessibleName('A common mistake');
    expect(player.host.ofType('activityDone')).toHaveLength(1);
  });

  it('has a transcript with every slide as text, in the interface language', async () => {
    const player = await renderPlayer({
      query: playerQuery({ type: 'homework', lang: 'ru-RU' }),
    });
    sendFromHost({ ...practiceData(), language: 'ru-RU' });
    await screen.findByRole('heading', { level: 1, name: 'Один или много?' });
    await player.user.click(
      screen.getByText('Текст видео: все слайды целиком'),
    );
    const transcript = screen
      .getByText('Текст видео: все слайды целиком')
      .closest('details');
    expect(transcript).toHaveAttribute('open');
    const titles = within(transcript as HTMLElement)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Один или много?',
      'В предложениях',
      'Частая ошибка',
    ]);
    expect(transcript).toHaveTextContent('Неправильно: I have two brother.');
    // Paced by the Russian text the student reads, so not the English 0:23.
    expect(screen.getByText('Длительность: 0:22')).toBeInTheDocument();
  });
});

describe('a lesson video with a file for the language', () => {
  it('plays the file with its transcript and is played when the file ends', async () => {
    const player = await renderPlayer({
      query: playerQuery({ type: 'homework' }),
    });
    const data = practiceData();
    const [module] = data.modules;
    const video = {
      ...videoActivity(),
      Videos: { en: '/media/plurals-l1.mp4' },
    };
    sendFromHost({
      ...data,
      modules: [
        { ...module!, Activitys: [video, ...module!.Activitys.slice(1)] },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Lesson video' });
    const file = document.querySelector('video');
    expect(file).toHaveAttribute('src', '/media/plurals-l1.mp4');
    expect(screen.getByText('Duration: -:--')).toBeInTheDocument();
    expect(
      screen.getByText('Transcript: all the slides as text'),
    ).toBeInTheDocument();
    fireEvent.ended(file as HTMLVideoElement);
    expect(player.host.ofType('activityDone')).toHaveLength(1);
    expect(screen.getByText('watched')).toBeInTheDocument();
  });
});
