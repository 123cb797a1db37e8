import { useId, useState, type FormEvent } from 'react';
import { I18nProvider, Label, Radio, RadioGroup } from 'react-aria-components';
import type { TRatingSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { formatDate, numberFormat } from '@halaqa/shared/intl-formats';
import { callApi } from '../api-client';
import { Isolated } from '../bidi/Isolated';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import textsOf from 'virtual:island-texts/course-reviews';

export interface CourseReviewsProps extends TranslatedProps {
  courseId: string;
  summary: TRatingSummary;
  /** Registered students rate (learning-content §6); the page hydrates the form only for them. */
  canRate: boolean;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

function Stars({ value, t }: { value: number; t: Translate }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={t('catalogue.rating.star', { value })}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

/**
 * The student's rating as five stars: a radio group from React Aria, so arrow keys move between
 * the stars (mirrored in right-to-left, by the page's language), Tab reaches the group once, and
 * each star is announced as "3 of 5 stars", checked or not. Stars up to the chosen one are filled.
 */
function StarRating({ value, onChange, hydrated, language, t }: { value: number; onChange: (value: number) => void; hydrated: boolean; language: Language; t: Translate }) {
  const labelId = useId();
  const starOf = (star: number) => <span aria-hidden="true">{star <= value ? '★' : '☆'}</span>;
  // Until React runs, the same stars as a disabled radio group in plain markup: React Aria's group,
  // rendered on the server, was a twelfth of a registered student's course page (issue #13), and
  // nothing can be chosen before hydration anyway. The browser's first render matches this.
  if (!hydrated) {
    return (
      <div className="star-rating" role="radiogroup" aria-labelledby={labelId} aria-disabled="true" aria-required="true">
        <span className="field-label" id={labelId}>
          {t('catalogue.rating.stars')}
        </span>
        <div className="star-rating-stars">
          {RATINGS.map((star) => (
            <span key={star} className="star" role="radio" aria-checked={star === value} aria-disabled="true" aria-label={t('catalogue.rating.star', { value: star })}>
              {starOf(star)}
            </span>
          ))}
        </div>
      </div>
    );
  }
  return (
    <I18nProvider locale={language}>
      <RadioGroup
        className="star-rating"
        orientation="horizontal"
        isRequired
        value={value > 0 ? String(value) : null}
        onChange={(chosen) => onChange(Number(chosen))}
      >
        <Label className="field-label">{t('catalogue.rating.stars')}</Label>
        <div className="star-rating-stars">
          {RATINGS.map((star) => (
            <Radio key={star} value={String(star)} className="star" aria-label={t('catalogue.rating.star', { value: star })}>
              {starOf(star)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </I18nProvider>
  );
}

/** The same date on the server and in the browser, whatever their time zones (no hydration mismatch). */
const dateOf = (iso: string, language: Language) => formatDate(language, iso, 'UTC');

/**
 * Reviews of a course (learning-content §3 rating {rating, notes}): the average, every review,
 * and for a registered student a form to rate 1–5 with notes (rating again replaces theirs).
 * Visitors get it as plain HTML; only students who may rate load its JavaScript.
 */
function CourseReviews({ language, messages, courseId, summary: initial, canRate }: CourseReviewsProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [summary, setSummary] = useState(initial);
  const [rating, setRating] = useState(initial.mine?.rating ?? 0);
  const [notes, setNotes] = useState(initial.mine?.notes ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const numbers = numberFormat(language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      const result = await callApi<TRatingSummary>('POST', `/api/courses/${courseId}/rate`, { rating, notes });
      if (result.ok && result.data) {
        setSummary(result.data);
        setSaved(true);
      } else setError(result.error ?? t('catalogue.enrol.failed'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="reviews-heading" data-testid="course-reviews">
      <h2 id="reviews-heading">{t('catalogue.course.reviews')}</h2>
      {summary.count > 0 ? (
        <p className="reviews-summary">
          <Stars value={summary.average} t={t} /> {t('catalogue.ratingOutOf5', { average: numbers.format(summary.average) })} ·{' '}
          {t('catalogue.ratingsCount', { count: numbers.format(summary.count) })}
        </p>
      ) : (
        <p className="muted">{t('catalogue.course.noReviews')}</p>
      )}
      {summary.ratings.length > 0 ? (
        <ul className="review-list">
          {summary.ratings.map((review) => (
            <li key={review.id}>
              <Stars value={review.rating} t={t} /> <span className="review-author" data-testid="review-author">
                <Isolated t={t} k="catalogue.rating.by" isolate={{ name: review.user.name }} />
              </span> ·{' '}
              <time dateTime={review.date}>{dateOf(review.date, language)}</time>
              {review.notes ? <p dir="auto">{review.notes}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canRate ? (
        <form className="rating-form auth-form" onSubmit={(event) => void submit(event)}>
          <h3>{summary.mine ? t('catalogue.rating.yours') : t('catalogue.rating.heading')}</h3>
          <StarRating value={rating} onChange={setRating} hydrated={hydrated} language={language} t={t} />
          <label className="field">
            <span className="field-label">{t('catalogue.rating.notes')}</span>
            <textarea name="notes" rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </label>
          <FormAlert message={error} />
          <FormSuccess message={saved ? t('catalogue.rating.saved') : null} />
          <div>
            <button type="submit" disabled={!hydrated || busy || rating === 0}>
              {busy ? t('catalogue.rating.saving') : t('catalogue.rating.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, CourseReviews);
