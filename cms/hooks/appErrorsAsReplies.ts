import { errorMessage } from '@halaqa/shared/error-message';
import { AppError } from '@halaqa/shared/errors';
import { isLanguage, translatorFor } from '@halaqa/shared/i18n/index';
import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import type { AfterErrorHook } from 'payload';

/**
 * The services' refusals (AppError) thrown by collection hooks reach Payload's REST API and the
 * admin too: there they answer with the refusal's status and its message in the editor's
 * language (and a plan's offer), as the site does, instead of Payload's generic 500 wording.
 * Our hooks' public APIErrors without data (a payout decided twice, an unknown domain) keep their
 * message: the built admin's minified classes lose the name Payload's formatter needs to show it.
 */
export const appErrorsAsReplies: AfterErrorHook = ({ error, req }) => {
  const { isPublic, status, data } = error as { isPublic?: boolean; status?: unknown; data?: unknown };
  if (!(error instanceof AppError)) {
    // Errors with data (Payload's field validation) are formatted well already: left alone.
    if (isPublic === true && !data && typeof status === 'number' && status < 500) return { status, response: { errors: [{ message: error.message }] } };
    return;
  }
  const language = req.i18n?.language;
  const t = translatorFor(isLanguage(language) ? language : 'en');
  return {
    status: error.status,
    response: { errors: [{ message: errorMessage(error, t) }], ...(error instanceof PlanLimitError ? { upgrade: error.upgrade } : {}) },
  };
};
