import type { ExplainerSlide } from '@gp/api';
import { useTranslation } from '../i18n/use-translation';
import { localized } from '../question-types/explainer/explainer-entries';

/**
 * Every slide's text at once, closed by default: what a screen reader (or a
 * student who reads faster than the pace) takes in without the timeline.
 */
export function Transcript({ slides }: { slides: readonly ExplainerSlide[] }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="card transcript">
      <summary>{t('video.transcript')}</summary>
      <ol className="transcript-slides">
        {slides.map((slide, i) => (
          <li key={i}>
            <h2>{localized(slide.Title, i18n.language)}</h2>
            <p>{localized(slide.Body, i18n.language)}</p>
            {slide.Examples && slide.Examples.length > 0 && (
              <ul>
                {slide.Examples.map((example, j) => (
                  <li key={j} lang="en">
                    {example}
                  </li>
                ))}
              </ul>
            )}
            {slide.Wrong !== undefined && (
              <p>
                {t('explainer.wrong')}: <span lang="en">{slide.Wrong}</span>
              </p>
            )}
            {slide.Right !== undefined && (
              <p>
                {t('explainer.right')}: <span lang="en">{slide.Right}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
