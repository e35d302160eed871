import { screen, waitFor } from './testing/testing-library';
import { describe, expect, it } from 'vitest';
import {
  explainerActivity,
  explainerLesson,
} from './question-types/explainer/explainer.testdata';
import { lessonData, sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

/** Starts the player on a lesson (homework) that is only its explainer; resolves once the first slide shows. */
async function startExplainer(
  options: Parameters<typeof renderPlayer>[0] = {},
  modules = explainerLesson(),
) {
  const player = await renderPlayer({
    query: playerQuery({ type: 'homework' }),
    ...options,
  });
  sendFromHost(lessonData(modules));
  await screen.findByRole('heading', { level: 1, name: 'One or more?' });
  return player;
}

const previous = () => screen.getByRole('button', { name: /Previous slide/ });
const next = () => screen.getByRole('button', { name: /Next slide/ });
const slideTitle = () => screen.getByRole('heading', { level: 1 });

describe('an explainer lesson', () => {
  it('shows the first slide with its place, its examples in English, and Previous unavailable', async () => {
    await startExplainer();
    expect(
      screen.getByRole('region', { name: 'Explanation' }),
    ).toHaveTextContent('Slide 1 of 3');
    expect(screen.getByText('For most nouns, just add -s.')).toBeVisible();
    const examples = screen.getByRole('list', { name: 'Examples' });
    expect(examples).toHaveTextContent('a cat → two cats');
    expect(screen.getByText('a cat → two cats')).toHaveAttribute('lang', 'en');
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('moves with Next and Previous, tracking every slide as a page', async () => {
    const { host, user } = await startExplainer();
    await user.click(next());
    expect(slideTitle()).toHaveAccessibleName('In sentences');
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    await user.click(previous());
    expect(slideTitle()).toHaveAccessibleName('One or more?');
    // Previous on the first slide does nothing.
    await user.click(previous());
    expect(slideTitle()).toHaveAccessibleName('One or more?');
    await waitFor(() =>
      expect(host.tracks().map((m) => [m.event, m.page ?? ''])).toEqual([
        ['LessonStart', ''],
        ['PageStart', 'L1-explainer#1'],
        ['PageEnd', 'L1-explainer#1'],
        ['PageStart', 'L1-explainer#2'],
        ['PageEnd', 'L1-explainer#2'],
        ['PageStart', 'L1-explainer#1'],
      ]),
    );
    expect(host.tracks('PageEnd')[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(host.ofType('dataStored')).toEqual([
      expect.objectContaining({ questionCount: 0, resumed: false }),
    ]);
  });

  it('is operated by keyboard alone: Tab to the buttons, Enter and Space, and the arrow keys', async () => {
    const { user } = await startExplainer();
    await user.tab();
    expect(previous()).toHaveFocus();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(slideTitle()).toHaveAccessibleName('In sentences');
    // Focus stays on Next, so the student can keep going.
    expect(next()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(slideTitle()).toHaveAccessibleName('One or more?');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(slideTitle()).toHaveAccessibleName('A common mistake');
    // At the end Next stays focusable but does nothing, and neither does →.
    expect(next()).toHaveFocus();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}{ArrowRight}');
    expect(slideTitle()).toHaveAccessibleName('A common mistake');
  });

  it('counts as completed on reaching the last slide: Duration and LessonEnd once, nothing submitted', async () => {
    const { host, user } = await startExplainer();
    await user.click(next());
    expect(host.tracks('LessonEnd')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(next());
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have seen the whole explanation. Well done!',
    );
    await waitFor(() => expect(host.tracks('LessonEnd')).toHaveLength(1));
    expect(host.tracks('Duration')).toHaveLength(1);
    // Going back and reaching the end again ends nothing twice.
    await user.click(previous());
    await user.click(next());
    await user.click(
      screen.getByRole('button', { name: 'Watch again from the start' }),
    );
    expect(slideTitle()).toHaveAccessibleName('One or more?');
    expect(slideTitle()).toHaveFocus();
    await user.click(next());
    await user.click(next());
    expect(host.tracks('LessonEnd')).toHaveLength(1);
    expect(host.ofType('submit')).toHaveLength(0);
    expect(host.ofType('progress')).toHaveLength(0);
  });

  it('shows a common mistake with what is wrong and what is right, in words as well as colour', async () => {
    const { user } = await startExplainer();
    await user.click(next());
    await user.click(next());
    const wrong = screen.getByText('I have two brother.');
    const right = screen.getByText('I have two brothers.');
    expect(wrong).toHaveAttribute('lang', 'en');
    expect(wrong.closest('div')).toHaveTextContent(/Wrong/);
    expect(right.closest('div')).toHaveTextContent(/Right/);
  });

  it('explains in the student language and keeps the English examples, following a language change', async () => {
    const { user } = await startExplainer({
      query: playerQuery({ type: 'homework', lang: 'ru-RU' }),
    });
    // The lesson data says en-US; the host's language message then switches it.
    sendFromHost({ type: 'language', language: 'zh-CN' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '一个还是多个？' }),
    ).toBeInTheDocument();
    expect(screen.getByText('大多数名词直接在词尾加 -s。')).toBeInTheDocument();
    expect(screen.getByText('第 1 页，共 3 页')).toBeInTheDocument();
    expect(screen.getByText('a cat → two cats')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    sendFromHost({ type: 'language', language: 'id-ID' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dalam kalimat' }),
    ).toBeInTheDocument();
  });

  it('shows course text as text: markup in a slide is never turned into HTML', async () => {
    const hostile = explainerActivity();
    const first = hostile.Slides[0];
    if (first)
      first.Body = {
        ...first.Body,
        en: '<img src=x onerror="alert(1)"><b>bold</b>',
      };
    await startExplainer({}, explainerLesson(hostile));
    expect(
      screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>'),
    ).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('shows a one-slide explainer as completed at once', async () => {
    const activity = explainerActivity();
    const { host } = await startExplainer(
      {},
      explainerLesson({ ...activity, Slides: activity.Slides.slice(0, 1) }),
    );
    expect(screen.getByText('Slide 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have seen the whole explanation. Well done!',
    );
    await waitFor(() => expect(host.tracks('LessonEnd')).toHaveLength(1));
  });
});
