import { screen } from './testing/testing-library';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { practiceData, VIDEO_KEY } from './practice/practice.testdata';
import { sendFromHost } from './testing/host';
import { playerQuery, renderPlayer } from './testing/render-player';

async function violations() {
  const result = await axe.run(document.documentElement, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('practice by keyboard alone', () => {
  it('answers, hears the verdict, reads the feedback and moves on without a mouse', async () => {
    window.localStorage.setItem('gp-player:coach-mark:menu', '1');
    const { user, host } = await renderPlayer({
      query: playerQuery({ type: 'homework', lang: 'zh-CN' }),
    });
    sendFromHost({ ...practiceData([VIDEO_KEY]), language: 'zh-CN' });
    await screen.findByRole('heading', { level: 1, name: '第 1 题，共 2 题' });

    // The menu button, then the first option of the radio group.
    await user.tab();
    expect(screen.getByRole('button', { name: '课程环节' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'has' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'have' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: '检查答案' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('不太对，再试一次吧！')).toHaveAttribute(
      'role',
      'status',
    );
    // Focus stays on Check for the second try; Shift+Tab goes back to the answer.
    expect(screen.getByRole('button', { name: '检查答案' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'have' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const feedback = screen.getByRole('region', { name: '答对了！' });
    expect(feedback).toHaveFocus();
    expect(feedback).toHaveTextContent('主语是 he、she、it 时，动词用 has。');
    expect(await violations()).toEqual([]);
    await user.tab();
    expect(screen.getByRole('button', { name: /下一题/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { level: 1, name: '第 2 题，共 2 题' }),
    ).toHaveFocus();
    expect(host.ofType('activityDone')).toHaveLength(1);
  });
});
