import type { Translate } from './i18n/translator';

/** The name shown beside a post: the posts of a deleted account have no author and read "Deleted user". */
export const authorNameOf = (name: string, t: Translate): string => name || t('common.deletedUser');
