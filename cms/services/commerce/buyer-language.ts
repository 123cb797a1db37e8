import { isLanguage, type Language } from '@halaqa/shared/i18n/index';
import type { Order, User } from '../../payload-types';
import { languageOfUser } from '../notifications/language-of-user';
import type { SiteTenant } from '../tenants/site-tenant';

/**
 * The language an order's mails and notices are written in (issue #44, item 3): the one the buyer
 * bought in (the page's at checkout), else theirs from their settings, else the site's. A buyer
 * who browsed in English on an Arabic site got all three mails in Arabic before.
 */
export function languageOfBuyer(order: Pick<Order, 'language'>, buyer: Pick<User, 'settings'>, tenant: Pick<SiteTenant, 'siteLang'>): Language {
  return isLanguage(order.language) ? order.language : languageOfUser(buyer, tenant);
}
