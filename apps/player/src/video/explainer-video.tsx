import {
  explainerTimeline,
  slideAt,
  slideTextIn,
  videoDuration,
} from '@gp/domain';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { localized } from '../question-types/explainer/explainer-entries';
import { ExplainerView } from '../question-types/explainer/explainer-view';
import { Transcript } from './transcript';
import {
  interfaceLanguage,
  videoFile,
  type VideoActivity,
} from './video-activity';

const TICK_MS = 250;

interface Props {
  activity: VideoActivity;
  headingRef: Ref<HTMLHeadingElement>;
  /** spec 02 §3 Activity item status 2: played before (stored progress) or here. */
  played: boolean;
  /** Once, on reaching the end: by playing, by the timeline or by the last slide. */
  onPlayed: () => void;
}

/** m:ss or h:mm:ss of a position in milliseconds (spec 02 §3 Video resource). */
const clock = (ms: number) => videoDuration(Math.floor(ms / 1000));

/**
 * The lesson's video (DESIGN.md §4 Videos): the content's video file for the
 * language when there is one, otherwise the explainer's slides paced by
 * reading time, with Play/Pause, a timeline the arrow keys move, the
 * duration, the played status and a transcript. It starts paused.
 */
export function ExplainerVideo({
  activity,
  headingRef,
  played,
  onPlayed,
}: Props) {
  const { t, i18n } = useTranslation();
  const timelineId = useId();
  const file = videoFile(activity, i18n.language);
  const timeline = useMemo(
    () =>
      explainerTimeline(
        activity.Slides.map((s) =>
          slideTextIn(s, interfaceLanguage(i18n.language)),
        ),
      ),
    [activity.Slides, i18n.language],
  );
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [fileSeconds, setFileSeconds] = useState<number | null>(null);
  const reported = useRef(played);
  const last = activity.Slides.length - 1;
  const index = slideAt(timeline, position);
  const atEnd = position >= timeline.total || index === last;

  // Playing stops by itself at the end: the clock runs only while there is time left.
  const running = playing && position < timeline.total;
  useEffect(() => {
    if (!running) return;
    let before = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const step = now - before;
      before = now;
      setPosition((p) => Math.min(timeline.total, p + step));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, timeline.total]);

  const finish = () => {
    if (reported.current) return;
    reported.current = true;
    onPlayed();
  };
  // The slides count as played once the last one shows (the file when it ends).
  useEffect(() => {
    if (!file && atEnd) finish();
  });

  const seek = (ms: number) =>
    setPosition(Math.max(0, Math.min(timeline.total, ms)));
  const toSlide = (i: number) => seek(timeline.starts[i] ?? 0);
  const ended = position >= timeline.total;
  const duration = file ? videoDuration(fileSeconds) : clock(timeline.total);

  return (
    <div className="video">
      {file ? (
        <>
          <h1 ref={headingRef} tabIndex={-1} className="explainer-title">
            {activity.Title
              ? localized(activity.Title, i18n.language)
              : t('video.label')}
          </h1>
          <video
            className="video-file"
            src={file}
            controls
            preload="metadata"
            aria-label={t('video.label')}
            onLoadedMetadata={(e) => setFileSeconds(e.currentTarget.duration)}
            onEnded={finish}
          />
        </>
      ) : (
        <>
          <ExplainerView
            activity={activity}
            slide={index}
            headingRef={headingRef}
            atStart={index === 0}
            atEnd={index === last}
            onPrevious={() => toSlide(index - 1)}
            onNext={() => toSlide(index + 1)}
          />
          <div className="video-bar">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                if (ended) setPosition(0);
                setPlaying(ended ? true : !running);
              }}
            >
              {running
                ? t('video.pause')
                : ended
                  ? t('video.replay')
                  : position > 0
                    ? t('video.resume')
                    : t('video.play')}
            </button>
            <label htmlFor={timelineId} className="visually-hidden">
              {t('video.timeline')}
            </label>
            <input
              id={timelineId}
              className="video-timeline"
              type="range"
              min={0}
              max={timeline.total}
              step={1000}
              value={position}
              aria-valuetext={t('video.at', {
                position: clock(position),
                duration,
              })}
              onChange={(e) => seek(Number(e.currentTarget.value))}
            />
            <span className="video-time" aria-hidden="true">
              {clock(position)} / {duration}
            </span>
          </div>
        </>
      )}
      <p className="video-facts">
        <span>{t('video.duration', { duration })}</span>
        <span role="status">
          {played ? t('video.played') : t('video.notPlayed')}
        </span>
      </p>
      <Transcript slides={activity.Slides} />
    </div>
  );
}
