import { screen, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../lib/course/catalogue';
import { gradesWithModules, progress } from '../../../testing/course-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { DtResultsOverlay } from './dt-results-overlay';

// Of 20: nouns 17 (85%, passed), articles 12 (60%), present-simple 13 then 8 (40%, under 80 twice).
const data = progress({
  isFirstTime: false,
  tested: [
    { key: 'nouns', scores: [{ score: 17, at: '2025-05-01T10:00:00.000Z' }] },
    {
      key: 'articles',
      scores: [{ score: 12, at: '2025-05-01T10:00:00.000Z' }],
    },
    {
      key: 'present-simple',
      scores: [
        { score: 13, at: '2025-03-01T10:00:00.000Z' },
        { score: 8, at: '2025-05-01T10:00:00.000Z' },
      ],
    },
  ],
});
const catalogue = buildCatalogue(
  gradesWithModules('en-US'),
  gradesWithModules('zh-CN'),
  false,
);

function Harness() {
  const [open, setOpen] = useState(true);
  const summary =
    data.DiagnosticTestProgress.UserDiagnosticTestScoreSummary.at(-1);
  return (
    <>
      <button onClick={() => setOpen(true)}>{'results'}</button>
      {open && summary && (
        <DtResultsOverlay
          summary={summary}
          progress={data}
          catalogue={catalogue}
          localLanguage="zh-CN"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const row = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return within(item);
};

describe('the DT results overlay (spec 02 §2 Overlays, spec 01 §4 Module result texts)', () => {
  it('lists every module of the latest test with its displayed score, colour band and result text', async () => {
    await renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Your test results' });
    expect(dialog).toHaveTextContent('You passed 1 of 3 modules.');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    expect(row('Nouns and plurals').getByText('85%')).toHaveAttribute(
      'data-band',
      'green',
    );
    expect(row('Nouns and plurals').getByText('Passed')).toBeInTheDocument();
    expect(row('Nouns and plurals').getByText('名词和复数')).toHaveAttribute(
      'lang',
      'zh-CN',
    );

    expect(row('Articles').getByText('60%')).toHaveAttribute(
      'data-band',
      'orange',
    );
    expect(
      row('Articles').getByText('Recommended to study'),
    ).toBeInTheDocument();

    expect(row('Present simple').getByText('40%')).toHaveAttribute(
      'data-band',
      'red',
    );
    expect(
      row('Present simple').getByText('Requires attention'),
    ).toBeInTheDocument();
  });

  it('keeps the focus inside and closes with Start studying, returning the focus', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Start studying' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderWithProviders(<Harness />, { language: 'zh-CN' });
    expect(
      screen.getByRole('dialog', { name: '你的测试结果' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '开始学习' }),
    ).toBeInTheDocument();
  });
});
