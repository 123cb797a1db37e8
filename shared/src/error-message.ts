import type { AppError } from './errors';
import type { Translate } from './i18n/translator';

/** An AppError's message in the language of `t`, its values filled in (words among them translated first). */
export function errorMessage(error: AppError, t: Translate): string {
  const words = Object.fromEntries(Object.entries(error.paramKeys).map(([name, key]) => [name, t(key)]));
  return t(error.messageKey, { ...error.params, ...words, ...(error.field ? { field: error.field } : {}) });
}
