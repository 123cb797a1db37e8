/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request's site, without its secrets (cms/services/tenants/site-tenant.ts). */
    tenant: import('@halaqa/cms/services/tenants/site-tenant').SiteTenant;
    payload: import('@halaqa/cms/payload-client').Payload;
    language: import('@halaqa/shared/i18n/index').Language;
    t: import('@halaqa/shared/i18n/index').Translate;
    /** The signed-in user (no password hash), or null for a visitor. */
    user: import('@halaqa/cms/services/sessions/validate-session-token').ValidatedSession['user'] | null;
    /** The session cookie's token, when a valid session came with the request. */
    sessionToken: string | null;
    /** The id of that session (to mark it "current" and keep it on password change). */
    sessionId: string | null;
    /** The client's address for rate limits and sessions: X-Forwarded-For only from a trusted proxy (server/client-address.ts). */
    clientAddress: string;
  }
}

/** An island's catalogue texts in a language (site/island-texts/vite-plugin.ts). */
declare module 'virtual:island-texts/*' {
  const textsOf: (language: import('@halaqa/shared/i18n/languages').Language) => Partial<import('@halaqa/shared/i18n/messages/en').Messages>;
  export default textsOf;
}
