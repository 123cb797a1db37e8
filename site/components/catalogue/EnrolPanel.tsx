import { withReturnPath } from '@halaqa/shared/return-path';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cart, restoreCart } from '../../stores/cart';
import { callApi } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { buyCourse, isCourseInCart } from './course-cart';
import textsOf from 'virtual:island-texts/enrol-panel';

export interface EnrolPanelProps extends TranslatedProps {
  courseId: string;
  /** The public course_id, which cart items carry. */
  publicCourseId: string;
  /** The price as the page shows it ("٢٥٠ ج.م.", "EGP 120 per month"), or null for a free course. */
  price: string | null;
  registrationAllowed: boolean;
  viewer: { signedIn: boolean; registered: boolean; favorite: boolean; manager: boolean };
  /** The lesson "Continue learning" opens, when there is one. */
  continueHref: string | null;
}

/**
 * Enrolment on the course page (learning-content §4, §7): one primary action, "Buy for {price}"
 * on a priced course (it goes into the cart and on to checkout: registering answers 402 until
 * paid, so no "Register" is offered there) and "Register" on a free one; leaving and favourites
 * beside it. Visitors are offered sign-in. After registering or leaving, the page is loaded again
 * so the curriculum and reviews show what the student may now do.
 */
function EnrolPanel({ language, messages, courseId, publicCourseId, price, registrationAllowed, viewer, continueHref }: EnrolPanelProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const cart = useStore($cart);
  const [favorite, setFavorite] = useState(viewer.favorite);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const inCart = isCourseInCart(cart, publicCourseId);

  // The course page has no header (platform-core §2), so nothing else restored the cart.
  useEffect(() => restoreCart(), []);

  async function act(method: 'POST' | 'DELETE', path: string, onDone: () => void) {
    setBusy(true);
    setError(undefined);
    try {
      const result = await callApi(method, path);
      if (result.ok) onDone();
      else setError(result.error ?? t('catalogue.enrol.failed'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const reload = () => window.location.reload();
  // Both are rendered and one is hidden, so that visitor-enrol.ts can switch them where the
  // panel is rendered on the server only (a visitor's course page ships no React, issue #15).
  const buyBlock = price ? (
    <>
      <p className="notice success" role="status" hidden={!inCart} data-in-cart-notice="">
        {t('catalogue.enrol.inCart')} <a href="/cart">{t('catalogue.enrol.goToCart')}</a>
      </p>
      <button type="button" hidden={inCart} disabled={!hydrated} data-buy={publicCourseId} onClick={() => buyCourse(publicCourseId)}>
        {t('catalogue.enrol.buy', { price })}
      </button>
    </>
  ) : null;

  if (!viewer.signedIn) {
    return (
      <div className="enrol-actions" data-testid="enrol-panel">
        {registrationAllowed ? buyBlock : null}
        {/* Back to this course page after signing in (or up): the course page is /courses/{id}. */}
        {price ? (
          <a href={withReturnPath('/sign-in', `/courses/${courseId}`)}>{t('catalogue.enrol.signInIfBought')}</a>
        ) : (
          <>
            <a className="button" href={withReturnPath('/sign-in', `/courses/${courseId}`)}>
              {t('catalogue.enrol.signInToRegister')}
            </a>
            <a href={withReturnPath('/sign-up', `/courses/${courseId}`)}>{t('catalogue.enrol.noAccount')}</a>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="enrol-actions" data-testid="enrol-panel">
      {viewer.manager ? <p>{t('catalogue.course.managerNote')}</p> : null}
      {viewer.registered ? <p className="notice success">{t('catalogue.enrol.registered')}</p> : null}
      {(viewer.registered || viewer.manager) && continueHref ? (
        <a className="button" href={continueHref}>
          {t('catalogue.enrol.continueLearning')}
        </a>
      ) : null}
      {!viewer.registered && !viewer.manager ? (
        !registrationAllowed ? (
          <p className="muted">{t('catalogue.enrol.registrationClosed')}</p>
        ) : price ? (
          buyBlock
        ) : (
          <button type="button" disabled={!hydrated || busy} onClick={() => void act('POST', `/api/courses/${courseId}/register/`, reload)}>
            {busy ? t('catalogue.enrol.registering') : t('catalogue.enrol.register')}
          </button>
        )
      ) : null}
      <FormAlert message={error} />
      <button
        type="button"
        className="secondary-action"
        disabled={!hydrated || busy}
        onClick={() => void act(favorite ? 'DELETE' : 'POST', `/api/courses/${courseId}/favorite/`, () => setFavorite(!favorite))}
      >
        {favorite ? t('catalogue.enrol.unfavorite') : t('catalogue.enrol.favorite')}
      </button>
      {viewer.registered ? (
        <button type="button" className="link-button" disabled={!hydrated || busy} onClick={() => void act('POST', `/api/courses/${courseId}/unregister/`, reload)}>
          {busy ? t('catalogue.enrol.leaving') : t('catalogue.enrol.unregister')}
        </button>
      ) : null}
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, EnrolPanel);
