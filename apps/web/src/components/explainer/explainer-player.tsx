import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { videoDuration } from '@gp/domain';
import { slideAt, timeline, type ExplainerSlide } from './slide-timing';
import styles from './explainer-player.module.css';
import { Icon } from '../ui/icon';

const TICK_MS = 250;

export interface ExplainerPlayerProps {
  slides: readonly ExplainerSlide[];
  /** The accessible name of the player, e.g. "Introduction video". */
  label: string;
  /** Heading level of the slide titles inside the page. */
  headingLevel?: 2 | 3;
}

/**
 * A "video" made of the explainer's slides (DESIGN.md §4 Videos): paced by
 * reading time, with a timeline, play/pause, previous/next and the duration.
 * It starts paused; the student presses Play or steps through by hand.
 */
export function ExplainerPlayer({
  slides,
  label,
  headingLevel = 2,
}: ExplainerPlayerProps) {
  const { t } = useTranslation('course');
  const { starts, total } = useMemo(() => timeline(slides), [slides]);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = useRef(0);
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (!playing) return;
    last.current = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const step = now - last.current;
      last.current = now;
      setPosition((p) => {
        const next = Math.min(total, p + step);
        if (next >= total) setPlaying(false);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  if (slides.length === 0) return null;
  const index = slideAt(starts, position);
  const slide = slides[index] ?? slides[0];
  const ended = position >= total;
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const elapsed = videoDuration(seconds(position));
  const length = videoDuration(seconds(total));

  const goToSlide = (i: number) => {
    const clamped = Math.max(0, Math.min(slides.length - 1, i));
    setPosition(starts[clamped] ?? 0);
  };
  const previous = () =>
    // Like a video's "previous": back to the start of this slide first.
    position - (starts[index] ?? 0) > 1500
      ? goToSlide(index)
      : goToSlide(index - 1);
  const toggle = () => {
    if (ended) {
      setPosition(0);
      setPlaying(true);
    } else setPlaying(!playing);
  };

  return (
    <section className={styles.player} aria-label={label}>
      <div
        className={styles.screen}
        data-slide={index % 5}
        aria-live={playing ? 'off' : 'polite'}
        aria-atomic="true"
      >
        <p className={styles.counter}>
          {t('explainer.slideCount', {
            current: index + 1,
            total: slides.length,
          })}
        </p>
        <Heading id={titleId} className={styles.title}>
          {slide?.Title}
        </Heading>
        <p className={styles.body}>{slide?.Body}</p>
        <svg
          className={styles.art}
          viewBox="0 0 120 80"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="28" cy="40" r="22" className={styles.artA} />
          <rect
            x="56"
            y="14"
            width="52"
            height="36"
            rx="10"
            className={styles.artB}
          />
          <circle cx="92" cy="64" r="9" className={styles.artC} />
        </svg>
      </div>
      <div className={styles.controls}>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.control}
            onClick={previous}
            disabled={index === 0 && position === 0}
            aria-label={t('explainer.previous')}
          >
            <Icon name="skipBack" />
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.play}`}
            onClick={toggle}
            aria-label={
              playing
                ? t('explainer.pause')
                : ended
                  ? t('explainer.replay')
                  : t('explainer.play')
            }
          >
            {playing ? (
              <Icon name="pause" size={26} />
            ) : (
              <Icon name="play" size={26} />
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => goToSlide(index + 1)}
            disabled={index >= slides.length - 1}
            aria-label={t('explainer.next')}
          >
            <Icon name="skipForward" />
          </button>
        </div>
        <input
          type="range"
          className={styles.timeline}
          min={0}
          max={seconds(total)}
          step={1}
          value={seconds(position)}
          style={{
            ['--progress' as string]: `${total ? (position / total) * 100 : 0}%`,
          }}
          aria-label={t('explainer.timeline')}
          aria-valuetext={t('explainer.position', { elapsed, total: length })}
          onChange={(e) => setPosition(Number(e.target.value) * 1000)}
        />
        <p className={styles.time}>
          <span aria-hidden="true">
            {elapsed}
            {' / '}
            {length}
          </span>
          <span className="sr-only">
            {t('explainer.duration', { duration: length })}
          </span>
        </p>
      </div>
    </section>
  );
}
