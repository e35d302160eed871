import { useTranslation } from '../../../lib/use-translation';
import type { CultureCode } from '@gp/api';
import { marketLanguage } from '@gp/domain';
import { useStudent } from '../../../lib/student/use-student';
import { useMarkReportRead, useStudentReports } from '../api/student-report';
import styles from './study-report-area.module.css';

/** The language versions offered: English and the student's local language (issue 13). */
function versionsOf(marketRegion: number): CultureCode[] {
  const local = marketLanguage(marketRegion);
  return local === 'en-US' ? ['en-US'] : ['en-US', local];
}

/**
 * spec 02 §2 All-modules tab, student report area; §4 Study report: the
 * report's link per language version, opening in a new tab, marked read
 * when opened.
 */
export function StudyReportArea() {
  const student = useStudent();
  if (!student) return null;
  return (
    <ReportLinks userId={student.userId} marketRegion={student.marketRegion} />
  );
}

function ReportLinks({
  userId,
  marketRegion,
}: {
  userId: string;
  marketRegion: number;
}) {
  const { t, i18n } = useTranslation('learn');
  // Each version's language named in the interface language (English, 英语, английский...).
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const versions = versionsOf(marketRegion);
  const results = useStudentReports(userId, versions);
  const markRead = useMarkReportRead(userId);

  if (results.some((r) => r.isPending))
    return <p className={styles.muted}>{t('all.reportLoading')}</p>;
  if (results.some((r) => r.isError))
    return <p className={styles.muted}>{t('all.reportUnavailable')}</p>;
  const reports = results.map((r) => r.data!);
  const first = reports[0]!;
  if (!first.Key) return <p className={styles.muted}>{t('all.reportSoon')}</p>;

  const [year, month] = first.Month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));

  return (
    <div className={styles.area}>
      <p className={styles.month}>
        {t('all.reportMonth', { month: monthName })}
        {!first.IsRead && (
          <span className={styles.badge}>{t('all.reportNew')}</span>
        )}
      </p>
      <ul className={styles.links}>
        {reports.map((report, i) => (
          <li key={versions[i]}>
            <a
              href={report.Url}
              target="_blank"
              rel="noopener"
              hrefLang={versions[i]}
              className={styles.link}
              onClick={() => {
                if (!report.IsRead) markRead.mutate(report.Key);
              }}
            >
              {t('all.reportOpen', {
                language: names.of(versions[i]!.slice(0, 2)),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
