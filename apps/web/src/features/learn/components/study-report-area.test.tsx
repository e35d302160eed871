import { screen, waitFor } from '../../../testing/testing-library';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentReport } from '@gp/api';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { studentInfo } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { StudyReportArea } from './study-report-area';

const report = (culture: string, isRead: boolean): StudentReport => ({
  Key: 'k-123',
  Url: `/report/k-123/${culture}`,
  IsRead: isRead,
  Month: '2026-03',
});

beforeEach(async () => {
  await loadLocalRecord();
  // A student in Russia (market region 2): English and Russian versions.
  await updateLocalRecord({ studentInfo: studentInfo({ MarketRegion: 2 }) });
});

describe('the study report area (spec 02 §2 student report area, §4 Study report)', () => {
  it('says the report is coming while there is none (no test taken yet)', async () => {
    mockApi({
      'GET /api/v2/StudentReport/en-US': {
        body: { Key: '', Url: '', IsRead: false, Month: '' },
      },
      'GET /api/v2/StudentReport/ru-RU': {
        body: { Key: '', Url: '', IsRead: false, Month: '' },
      },
    });
    await renderWithProviders(<StudyReportArea />);
    expect(
      await screen.findByText('Your monthly study report will appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links each language version, and opening one marks the report read (PUT Save with the key)', async () => {
    let read = false;
    const api = mockApi({
      'GET /api/v2/StudentReport/en-US': () => ({
        body: report('en-US', read),
      }),
      'GET /api/v2/StudentReport/ru-RU': () => ({
        body: report('ru-RU', read),
      }),
      'PUT /api/v2/StudentReport/Save/': () => {
        read = true;
        return { body: { Success: true } };
      },
    });
    await renderWithProviders(<StudyReportArea />);
    const english = await screen.findByRole('link', {
      name: 'Open in English',
    });
    const russian = screen.getByRole('link', { name: 'Open in Russian' });
    expect(english).toHaveAttribute('href', '/report/k-123/en-US');
    expect(russian).toHaveAttribute('href', '/report/k-123/ru-RU');
    expect(russian).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Report for March 2026')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();

    russian.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(russian);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/v2/StudentReport/Save/')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/v2/StudentReport/Save/')[0]!.body).toBe(
      'k-123',
    );
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
  });
});
