import {
  contentLanguage,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  type ScoreComparison,
} from '@gp/domain';
import type { Localized } from '../../db/json-types';
import type { StoredStudyReport } from '../../db/schema-study-reports';
import { dailyBars, esc, figureHtml, pairedBars } from './charts';
import { fill, REPORT_TEXTS, type ReportTexts } from './report-texts';
import { REPORT_CSS } from './report-css';

export interface ReportPageInput {
  key: string;
  culture: InterfaceLanguage;
  /** The student's local language: the other version offered. */
  localCulture: InterfaceLanguage;
  name: string;
  isFinal: boolean;
  data: StoredStudyReport;
  moduleNames: Map<string, Localized>;
}

const TREND: Record<ScoreComparison, keyof ReportTexts['trend']> = {
  1: 'unknown',
  2: 'up',
  3: 'down',
  4: 'equal',
};

/** "March 2026" in the page's language. */
export function monthName(month: string, culture: InterfaceLanguage): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(culture, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  'en-US': 'English',
  'zh-CN': '中文',
  'ru-RU': 'русский',
  'id-ID': 'Bahasa Indonesia',
};

function stat(label: string, value: number | string): string {
  return `<div class="stat"><span class="value">${esc(value)}</span><span class="label">${esc(label)}</span></div>`;
}

/** The whole report page (issue 13): one HTML document, no script but the Print button's. */
export function renderReportPage(p: ReportPageInput): string {
  const t = REPORT_TEXTS[p.culture];
  const d = p.data;
  const lang = contentLanguage(p.culture);
  const moduleName = (key: string) => {
    const n = p.moduleNames.get(key);
    if (!n) return key;
    return lang === 'en' || n[lang] === n.en ? n.en : `${n[lang]} (${n.en})`;
  };
  const month = monthName(d.month, p.culture);
  const previous = monthName(d.previousMonth, p.culture);
  const others = [
    ...new Set<InterfaceLanguage>(['en-US', p.localCulture]),
  ].filter((c) => c !== p.culture && INTERFACE_LANGUAGES.includes(c));

  const daily = figureHtml({
    id: 'daily',
    title: t.dailyTitle,
    description: fill(t.dailyDescription, { month }),
    svg: dailyBars(d.minutesByDay),
    table: {
      head: [t.dayColumn, t.minutesColumn],
      // Days with study only (a phone need not scroll 31 rows); none at all: one row saying so.
      rows: d.minutesByDay.some((v) => v > 0)
        ? d.minutesByDay.map((v, i) => [i + 1, v]).filter(([, v]) => v !== 0)
        : [[`1–${d.minutesByDay.length}`, 0]],
    },
  });
  const compare = figureHtml({
    id: 'compare',
    title: t.compareTitle,
    description: fill(t.compareDescription, { month, previous }),
    svg: pairedBars(
      [
        {
          label: t.activeMinutes,
          a: d.previous.activeMinutes,
          b: d.activeMinutes,
        },
        { label: t.daysActive, a: d.previous.daysActive, b: d.daysActive },
      ],
      { a: previous, b: month },
    ),
    table: {
      head: [t.measureColumn, previous, month],
      rows: [
        [t.activeMinutes, d.previous.activeMinutes, d.activeMinutes],
        [t.daysActive, d.previous.daysActive, d.daysActive],
      ],
    },
  });
  const passed =
    d.passed.length === 0
      ? `<p>${esc(t.passedNone)}</p>`
      : figureHtml({
          id: 'scores',
          title: t.scoresTitle,
          description: t.scoresDescription,
          svg: pairedBars(
            d.passed.map((m) => ({
              label: moduleName(m.moduleKey),
              a: m.before ?? 0,
              b: m.after,
            })),
            { a: t.beforeColumn, b: t.afterColumn },
            100,
            { value: 80, label: t.passMark },
          ),
          table: {
            head: [
              t.moduleColumn,
              t.beforeColumn,
              t.afterColumn,
              t.changeColumn,
            ],
            rows: d.passed.map((m) => [
              moduleName(m.moduleKey),
              m.before ?? t.noEarlierScore,
              m.after,
              t.arrow[TREND[m.arrow]],
            ]),
          },
        });
  const attention =
    d.attention.length === 0
      ? `<p>${esc(t.attentionNone)}</p>`
      : `<p>${esc(t.attentionIntro)}</p><ul class="modules">${d.attention
          .map(
            (m) =>
              `<li><h3>${esc(moduleName(m.moduleKey))}</h3>${
                m.latest === null
                  ? ''
                  : `<p class="muted">${esc(fill(t.latestScore, { score: m.latest }))}</p>`
              }${
                m.mostMissed.length === 0
                  ? ''
                  : `<ol class="missed">${m.mostMissed
                      .map(
                        (q) =>
                          `<li><span lang="en">${esc(d.questionTexts[q.questionRef] ?? '…')}</span> <span class="muted">(${esc(fill(t.missedTimes, { count: q.missed }))})</span></li>`,
                      )
                      .join('')}</ol>`
              }</li>`,
          )
          .join('')}</ul>`;
  const plan =
    d.plan.length === 0
      ? `<p>${esc(t.planNone)}</p>`
      : `<p>${esc(t.planIntro)}</p><ol class="plan">${d.plan
          .map(
            (p) =>
              `<li><strong>${esc(moduleName(p.moduleKey))}</strong>: ${esc(t.step[p.step])}</li>`,
          )
          .join('')}</ol>`;
  const a = d.advisor;
  const advisor =
    a.topic === 'attention'
      ? fill(t.advisor.attention, { module: moduleName(a.moduleKey) })
      : a.topic === 'celebrate'
        ? fill(t.advisor.celebrate, { count: a.count })
        : t.advisor[a.topic];

  return `<!doctype html>
<html lang="${p.culture}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(fill(t.pageTitle, { name: p.name, month }))}</title>
<style>${REPORT_CSS}</style>
<script src="/report/print.js" defer></script>
</head><body><main>
<header class="top"><div><h1>${esc(t.heading)}</h1><p class="sub">${esc(fill(t.forMonth, { name: p.name, month }))}</p></div>
<div class="actions no-print"><button type="button" id="print-report">${esc(t.print)}</button>${others
    .map(
      (c) =>
        `<a href="/report/${esc(p.key)}/${c}" hreflang="${c}" lang="${c}">${esc(fill(REPORT_TEXTS[c].otherLanguage, { language: LANGUAGE_NAMES[c] }))}</a>`,
    )
    .join('')}</div></header>
${p.isFinal ? '' : `<p class="note">${esc(fill(t.soFar, { name: p.name }))}</p>`}
<section aria-labelledby="s-time"><h2 id="s-time">${esc(t.timeHeading)}</h2>
<div class="stats">${stat(t.activeMinutes, d.activeMinutes)}${stat(t.daysActive, d.daysActive)}</div>
<p class="trend">${esc(t.trend[TREND[d.minutesTrend]])}</p>
${d.minutesTrend === 1 ? '' : `<p class="muted">${esc(fill(t.previousLine, { month: previous, minutes: d.previous.activeMinutes, days: d.previous.daysActive }))}</p>`}
${daily}${compare}</section>
<section aria-labelledby="s-done"><h2 id="s-done">${esc(t.doneHeading)}</h2>
<div class="stats">${stat(t.lessonsDone, d.lessonsDone)}${stat(t.quizzesDone, d.quizzesDone)}${stat(t.practiceDone, d.practiceDone)}${stat(t.testsTaken, d.testsTaken)}</div></section>
<section aria-labelledby="s-passed"><h2 id="s-passed">${esc(t.passedHeading)}</h2>${passed}</section>
<section aria-labelledby="s-attention"><h2 id="s-attention">${esc(t.attentionHeading)}</h2>${attention}</section>
<section aria-labelledby="s-plan"><h2 id="s-plan">${esc(t.planHeading)}</h2>${plan}</section>
<section aria-labelledby="s-advisor" class="advisor"><h2 id="s-advisor">${esc(t.advisorHeading)}</h2><p>${esc(advisor)}</p></section>
<footer><p class="muted">${esc(t.privateNote)}</p></footer>
</main></body></html>`;
}

/** The page for a key that leads nowhere (unknown, or the account was deleted). */
export function renderNotFoundPage(culture: InterfaceLanguage): string {
  const t = REPORT_TEXTS[culture];
  return `<!doctype html><html lang="${culture}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${esc(t.notFoundTitle)}</title><style>${REPORT_CSS}</style></head><body><main><h1>${esc(t.notFoundTitle)}</h1><p>${esc(t.notFound)}</p></main></body></html>`;
}
