import { screen, within } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyProfile } from '../../../testing/fixtures';
import { regions } from '../../../testing/course-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ApiError } from '../../../lib/api-error';
import { cityOptions, initialProfileForm } from '../lib/profile-form';
import { ProfileForm, type ProfileFormProps } from './profile-form';

async function renderForm(props: Partial<ProfileFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = await renderWithProviders(
    <ProfileForm
      cities={cityOptions(regions('en-US'), regions('zh-CN'))}
      initial={initialProfileForm(emptyProfile, 2025)}
      language="en-US"
      showLocalNames={false}
      currentYear={2025}
      submitting={false}
      error={null}
      onSubmit={onSubmit}
      {...props}
    />,
    { language: props.language ?? 'en-US' },
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the profile form (spec 01 §2 profile, §5)', () => {
  it('lists birth years from this year minus 6 down to minus 86, newest first', async () => {
    await renderForm();
    const years = options('Year');
    expect(years).toHaveLength(81);
    expect(years[0]).toBe('2019');
    expect(years.at(-1)).toBe('1939');
  });

  it('starts at 2003, December, the 31st, with Next disabled until a city and a grade are chosen', async () => {
    const { user } = await renderForm();
    expect(screen.getByLabelText('Year')).toHaveValue('2003');
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('December');
    expect(screen.getByLabelText('Day')).toHaveValue('31');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('City'), 'beijing');
    expect(next).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('School grade'), 'grade-4');
    expect(next).toBeEnabled();
  });

  it('suggests the birth year of the chosen grade while the year is untouched (issue 15)', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText('City'), 'beijing');
    await user.selectOptions(screen.getByLabelText('School grade'), 'grade-4');
    // Grade 4 in 2025: born 2015 (domain suggestedBirthYear); December 31 kept.
    expect(screen.getByLabelText('Year')).toHaveValue('2015');
    expect(screen.getByLabelText('Day')).toHaveValue('31');
  });

  it('keeps a year the student picked when a grade is chosen after it', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Year'), '2012');
    await user.selectOptions(screen.getByLabelText('City'), 'beijing');
    await user.selectOptions(screen.getByLabelText('School grade'), 'grade-4');
    expect(screen.getByLabelText('Year')).toHaveValue('2012');
  });

  it.each([
    ['ru-RU', ['День', 'Месяц', 'Год']],
    ['en-US', ['Month', 'Day', 'Year']],
  ] as const)(
    'orders the birthday fields as %s writes a date (spec 01 §9)',
    async (language, labels) => {
      await renderForm({ language });
      const group = screen.getAllByRole('group')[0]!;
      const fields = within(group)
        .getAllByRole('combobox')
        .map((c) => (c as HTMLSelectElement).labels?.[0]?.textContent);
      expect(fields).toEqual(labels);
    },
  );

  it('shortens the day list and clamps the day when the month or year changes (leap years)', async () => {
    const { user } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Year'), '2004');
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    expect(options('Day')).toHaveLength(29);
    expect(screen.getByLabelText('Day')).toHaveValue('29');
    await user.selectOptions(screen.getByLabelText('Year'), '2003');
    expect(options('Day')).toHaveLength(28);
    expect(screen.getByLabelText('Day')).toHaveValue('28');
  });

  it('resets the grade to "Select your school grade" when the city changes', async () => {
    const { user } = await renderForm();
    const grade = screen.getByLabelText('School grade');
    expect(grade).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('City'), 'beijing');
    await user.selectOptions(grade, 'grade-5');
    await user.selectOptions(screen.getByLabelText('City'), 'shanghai');
    expect(grade).toHaveValue('');
    expect(grade).toHaveDisplayValue('Select your school grade');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows English names with the local ones, and local names first in the local language', async () => {
    const { user, unmount } = await renderForm();
    expect(options('City')).toContain('Beijing (北京)');
    await user.selectOptions(screen.getByLabelText('City'), 'beijing');
    expect(options('School grade')).toContain('Grade 3 (三年级)');
    unmount();
    await renderForm({ language: 'zh-CN', showLocalNames: true });
    expect(options('城市')).toContain('北京 (Beijing)');
  });

  it('submits the birthday at midnight with the city, the grade and its culture code', async () => {
    const { user, onSubmit } = await renderForm();
    await user.selectOptions(screen.getByLabelText('Month'), '5');
    await user.selectOptions(screen.getByLabelText('Day'), '7');
    await user.selectOptions(screen.getByLabelText('City'), 'shanghai');
    await user.selectOptions(screen.getByLabelText('School grade'), 'grade-6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({
      // The untouched year follows the grade: grade 6 in 2025 is born 2013.
      Birthday: '2013-05-07T00:00:00',
      EducationRegionKey: 'shanghai',
      EducationGradeKey: 'grade-6',
      CultureCode: 'zh-CN',
    });
  });

  it('keeps Next disabled while submitting and says when the save failed', async () => {
    await renderForm({
      initial: {
        year: 2010,
        month: 1,
        day: 1,
        cityKey: 'beijing',
        gradeKey: 'grade-3',
      },
      submitting: true,
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('announces a failed save with its reason: a refusal never blames the connection (issue 15)', async () => {
    await renderForm({
      error: new ApiError(400, 'refused', {
        Code: 'ValidationFailed',
        Message: 'refused',
      }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your details were not saved.');
    expect(alert).toHaveTextContent("Grammar Pro couldn't accept this.");
    expect(alert).not.toHaveTextContent(/connection/i);
  });

  it('asks to check the connection only when the request never reached the server', async () => {
    await renderForm({
      error: new ApiError(0, 'Network error', undefined, { network: true }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check your internet connection',
    );
  });
});
