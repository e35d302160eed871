import { screen, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { api, moduleChosen, routes, SLOW } from './module-lesson-harness';

beforeEach(moduleChosen);

/** Opens the module's screen and its View mistakes popup. */
async function openMistakes() {
  const user = userEvent.setup();
  await renderRoutes(routes, { path: '/module-lesson' });
  await user.click(
    await screen.findByRole('button', { name: 'View mistakes' }, SLOW),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Mistakes: Articles',
  });
  return { user, dialog };
}

describe(
  'the mistakes of a module (spec 02 §2 Module lesson, View mistakes)',
  { timeout: 20_000 },
  () => {
    it('shows the mistakes of the latest test with the answer, the right answer and the explanation', async () => {
      api();
      const { user, dialog } = await openMistakes();
      await within(dialog).findByText('We waited ___ hour.');
      expect(
        within(dialog).getByText('Your answer').nextSibling,
      ).toHaveTextContent('a');
      expect(
        within(dialog).getByText('Right answer').nextSibling,
      ).toHaveTextContent('an');
      expect(
        within(dialog).getByText('Hour starts with a vowel sound.'),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the mistakes of a custom test taken after the diagnostic test', async () => {
      api({ customTestStamp: '2025-06-01T10:00:00.000Z' });
      const { dialog } = await openMistakes();
      await within(dialog).findByText('She goes to ___ university.');
      expect(
        within(dialog).queryByText('We waited ___ hour.'),
      ).not.toBeInTheDocument();
    });
  },
);
