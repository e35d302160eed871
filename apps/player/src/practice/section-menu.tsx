import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { localized } from '../question-types/explainer/explainer-entries';
import { markMenuCoachMarkSeen, menuCoachMarkSeen } from './coach-mark-store';
import type { PracticeSectionPlan } from './practice-plan';

interface Props {
  sections: readonly PracticeSectionPlan[];
  /** The section shown; sections.length is the end of the practice. */
  current: number;
  /** spec 02 §4 Practice sections status, with what finished in this visit. */
  done: readonly boolean[];
  onGoTo: (section: number) => void;
}

/**
 * The practice's menu: "Part n of N" and a disclosure listing every section
 * with its status, to go back to any of them. On first use a coach mark
 * points at it (spec 02 §2 Remediation lesson screen).
 */
export function SectionMenu({ sections, current, done, onGoTo }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [coach, setCoach] = useState(() => !menuCoachMarkSeen());
  const listId = useId();
  const dismiss = () => {
    markMenuCoachMarkSeen();
    setCoach(false);
  };
  const label = (section: PracticeSectionPlan, i: number) => {
    const first = section.items[0];
    const name =
      section.kind === 'video' && first?.kind === 'video'
        ? first.activity.Title
          ? t('practice.videoNamed', {
              title: localized(first.activity.Title, i18n.language),
            })
          : t('practice.video')
        : t('practice.exercises', { count: section.questions.length });
    const status =
      section.kind === 'video'
        ? done[i]
          ? t('video.played')
          : t('video.notPlayed')
        : done[i]
          ? t('practice.sectionDone')
          : t('practice.sectionNotDone');
    return `${i + 1}. ${name}, ${status}`;
  };

  return (
    <div className="section-menu">
      <div className="section-menu-bar">
        <p className="section-place">
          {current < sections.length
            ? t('practice.part', {
                current: current + 1,
                total: sections.length,
              })
            : t('practice.endTitle')}
        </p>
        <button
          type="button"
          className="button button-small"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            setOpen(!open);
            if (coach) dismiss();
          }}
        >
          {t('practice.menu')}
        </button>
      </div>
      {coach && (
        <aside className="coach-mark" aria-label={t('practice.tip')}>
          <p>{t('practice.coachMark')}</p>
          <button
            type="button"
            className="button button-small"
            onClick={dismiss}
          >
            {t('practice.gotIt')}
          </button>
        </aside>
      )}
      <nav id={listId} hidden={!open} aria-label={t('practice.menu')}>
        <ol className="section-list">
          {sections.map((section, i) => (
            <li key={i}>
              <button
                type="button"
                className="section-link"
                aria-current={i === current ? 'step' : undefined}
                data-done={done[i]}
                onClick={() => {
                  setOpen(false);
                  onGoTo(i);
                }}
              >
                {label(section, i)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
