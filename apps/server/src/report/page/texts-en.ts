import type { ReportTexts } from './report-texts';

export const en: ReportTexts = {
  pageTitle: 'Study report: {name}, {month}',
  heading: 'Monthly study report',
  forMonth: '{name} · {month}',
  soFar:
    'This report covers the month so far and keeps up to date as {name} studies.',
  print: 'Print',
  otherLanguage: 'Read this report in {language}',
  timeHeading: 'Time spent studying',
  activeMinutes: 'Active minutes',
  daysActive: 'Days with study',
  previousLine: '{month}: {minutes} active minutes on {days} days.',
  trend: {
    unknown: 'The first month of study. A great start!',
    up: 'More study time than the month before. Great effort!',
    down: 'A little less than the month before. A few short sessions a week make a big difference.',
    equal: 'As much study time as the month before. Steady work!',
  },
  doneHeading: 'What was done',
  lessonsDone: 'Lessons completed',
  quizzesDone: 'Quizzes taken',
  practiceDone: 'Practice activities finished',
  testsTaken: 'Tests taken',
  dailyTitle: 'Active minutes each day',
  dailyDescription:
    'One bar for each day of {month}: the taller the bar, the more minutes of study that day. Time idle for more than 2 minutes is not counted.',
  dayColumn: 'Day',
  minutesColumn: 'Minutes',
  compareTitle: 'This month and the month before',
  compareDescription:
    'Active minutes and days with study in {previous} and {month}, side by side.',
  measureColumn: 'Measure',
  passedHeading: 'Modules passed this month',
  passedNone:
    'No new module was passed this month. The next test is a chance to pass one.',
  scoresTitle: 'Scores before and after',
  scoresDescription:
    'For each module passed this month, the score before and the score now. A module is passed at 80.',
  moduleColumn: 'Module',
  beforeColumn: 'Before',
  afterColumn: 'Now',
  changeColumn: 'Change',
  noEarlierScore: 'no earlier score',
  arrow: {
    unknown: 'first score',
    up: '↑ up',
    down: '↓ down',
    equal: '= same',
  },
  passMark: 'pass mark 80',
  attentionHeading: 'Modules to practise',
  attentionIntro:
    'These modules are not passed yet. Below each one are the questions most often answered wrong this month: good ones to go through again.',
  attentionNone: 'No module needs extra practice right now. Well done!',
  latestScore: 'Latest score: {score}',
  missedTimes: 'missed {count}×',
  planHeading: "Next month's plan",
  planIntro: 'Up to five modules to work on next, in this order:',
  planNone:
    'Every module so far is passed. The next step is a new grammar test.',
  step: {
    study: 'finish its lessons',
    retest: 'retake it in the next test',
    newTest: 'new in the next test',
  },
  advisorHeading: 'To talk about with the Progress Advisor',
  advisor: {
    restart:
      'Ask the Progress Advisor to help plan short, regular study sessions for next month.',
    attention:
      'Ask the Progress Advisor for help with “{module}”, going through the questions above together.',
    celebrate:
      'Share the good news (modules passed this month: {count}) and ask the Progress Advisor what to study next.',
    nextTest: 'Ask the Progress Advisor when to take the next grammar test.',
  },
  privateNote:
    'Grammar Pro. This page has a private address: share it only with people you trust.',
  notFoundTitle: 'Report not available',
  notFound:
    'This study report is not available. Ask for a new link in Grammar Pro.',
};
