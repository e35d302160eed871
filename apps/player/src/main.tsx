// The base styles first: every other stylesheet comes with its component and builds on them.
import './styles/player.css';
import { CultureCode } from '@gp/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { askForLessonEarly, connectToHost } from './host/host-channel';
import { waitForLesson } from './host/open-lesson';
import { readPendingQuery, readPlayerQuery } from './host/player-query';
import { initI18n } from './i18n/i18n';
import { I18nProvider } from './i18n/use-translation';
import { PendingPlayer } from './pending-player';
import { BadAddress, PlayerApp } from './player-app';
import { createAnswerStore } from './storage/answer-store';

function start() {
  const query = readPlayerQuery(window.location.search);
  // The host prepares the lesson, and the saved answers open, while React renders (issue 16).
  const host = query
    ? askForLessonEarly(connectToHost(window, query.lessonId))
    : null;
  // Opened before the host knew the lesson: listen for it from now on (issue 16).
  const pending = query ? null : readPendingQuery(window.location.search);
  const lesson = pending ? waitForLesson(window, pending) : null;
  const store = query || pending ? createAnswerStore() : null;
  const lang = CultureCode.safeParse(
    new URLSearchParams(window.location.search).get('lang'),
  );
  const i18n = initI18n(query?.lang ?? (lang.success ? lang.data : 'en-US'));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {query && host && store ? (
          <PlayerApp query={query} host={host} store={store} asked />
        ) : lesson && store ? (
          <PendingPlayer lesson={lesson} store={store} />
        ) : (
          <BadAddress />
        )}
      </I18nProvider>
    </StrictMode>,
  );
}

start();
