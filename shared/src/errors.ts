/**
 * Errors are values with a code. Services throw `AppError`; one place per server
 * (`site/server/http.ts`) turns them into `{ error }` replies with the code's status and
 * the message translated into the request's language.
 */
export const AppErrorCode = {
  VALIDATION: 'VALIDATION',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  INCORRECT_CREDENTIALS: 'INCORRECT_CREDENTIALS',
  NOT_VERIFIED: 'NOT_VERIFIED',
  SUSPENDED: 'SUSPENDED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  INVALID_TOKEN: 'INVALID_TOKEN',
  NOT_SIGNED_IN: 'NOT_SIGNED_IN',
  UNKNOWN_TENANT: 'UNKNOWN_TENANT',
  SITE_SUSPENDED: 'SITE_SUSPENDED',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
  MISDIRECTED_REQUEST: 'MISDIRECTED_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  OWNER_PROTECTED: 'OWNER_PROTECTED',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  GOOGLE_NOT_LINKED: 'GOOGLE_NOT_LINKED',
  GOOGLE_NOT_SET_UP: 'GOOGLE_NOT_SET_UP',
  DUPLICATE_COURSE: 'DUPLICATE_COURSE',
  CONFLICT: 'CONFLICT',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  NOT_REGISTERED: 'NOT_REGISTERED',
  LESSON_LOCKED: 'LESSON_LOCKED',
  RULES_NOT_MET: 'RULES_NOT_MET',
  TOPIC_LOCKED: 'TOPIC_LOCKED',
  DISCUSSIONS_CLOSED: 'DISCUSSIONS_CLOSED',
  COMMENTS_CLOSED: 'COMMENTS_CLOSED',
  QUIZ_CLOSED: 'QUIZ_CLOSED',
  QUIZ_ALREADY_TAKEN: 'QUIZ_ALREADY_TAKEN',
  QUIZ_NOT_STARTED: 'QUIZ_NOT_STARTED',
  QUIZ_SUBMITTED: 'QUIZ_SUBMITTED',
  QUIZ_NOT_SUBMITTED: 'QUIZ_NOT_SUBMITTED',
  QUIZ_FINALIZED: 'QUIZ_FINALIZED',
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  ASSIGNMENT_GRADED: 'ASSIGNMENT_GRADED',
  ALREADY_OWNED: 'ALREADY_OWNED',
  NOT_FOR_SALE: 'NOT_FOR_SALE',
  PAYMENT_NOT_SIGNED_IN: 'PAYMENT_NOT_SIGNED_IN',
  TRANSACTION_TOO_OLD: 'TRANSACTION_TOO_OLD',
  TRANSACTION_OTHER_ACCOUNT: 'TRANSACTION_OTHER_ACCOUNT',
  PAYMENT_NOT_CONFIRMED: 'PAYMENT_NOT_CONFIRMED',
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  PAYOUT_METHOD_REQUIRED: 'PAYOUT_METHOD_REQUIRED',
  /** The site's platform plan does not allow this (a count is used up, or the plan lacks the feature). */
  PLAN_LIMIT: 'PLAN_LIMIT',
  /** A downgrade to a plan whose limits the site's usage is already past. */
  PLAN_BELOW_USAGE: 'PLAN_BELOW_USAGE',
  /** A plan nothing bills (free, or comped by the platform) has no subscription to cancel. */
  NOTHING_TO_CANCEL: 'NOTHING_TO_CANCEL',
  INVOICE_ALREADY_PAID: 'INVOICE_ALREADY_PAID',
  /** The invoice was replaced (the plan or the period changed) or the subscription cancelled. */
  INVOICE_VOID: 'INVOICE_VOID',
  /** Automatic renewal needs a card saved with the payment processor. */
  NO_SAVED_CARD: 'NO_SAVED_CARD',
  /** The database cannot be reached (restarting, down): try again shortly. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** This server has no Chromium to print receipts and certificates with (an operator installs it). */
  PDFS_UNAVAILABLE: 'PDFS_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type TAppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const httpStatusOf: Record<TAppErrorCode, number> = {
  VALIDATION: 400,
  BODY_TOO_LARGE: 413,
  EMAIL_EXISTS: 409,
  INCORRECT_CREDENTIALS: 401,
  NOT_VERIFIED: 403,
  SUSPENDED: 403,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_TOKEN: 400,
  NOT_SIGNED_IN: 401,
  UNKNOWN_TENANT: 404,
  SITE_SUSPENDED: 503,
  FORBIDDEN_ORIGIN: 403,
  MISDIRECTED_REQUEST: 421,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  OWNER_PROTECTED: 403,
  WRONG_PASSWORD: 403,
  TOO_MANY_REQUESTS: 429,
  GOOGLE_NOT_LINKED: 409,
  GOOGLE_NOT_SET_UP: 404,
  DUPLICATE_COURSE: 409,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  REGISTRATION_CLOSED: 403,
  NOT_REGISTERED: 403,
  LESSON_LOCKED: 403,
  RULES_NOT_MET: 409,
  TOPIC_LOCKED: 403,
  DISCUSSIONS_CLOSED: 403,
  COMMENTS_CLOSED: 403,
  QUIZ_CLOSED: 409,
  QUIZ_ALREADY_TAKEN: 409,
  QUIZ_NOT_STARTED: 409,
  QUIZ_SUBMITTED: 409,
  QUIZ_NOT_SUBMITTED: 409,
  QUIZ_FINALIZED: 409,
  NOT_ELIGIBLE: 403,
  ASSIGNMENT_GRADED: 409,
  ALREADY_OWNED: 409,
  NOT_FOR_SALE: 409,
  PAYMENT_NOT_SIGNED_IN: 401,
  TRANSACTION_TOO_OLD: 409,
  TRANSACTION_OTHER_ACCOUNT: 403,
  PAYMENT_NOT_CONFIRMED: 402,
  PAYMENTS_UNAVAILABLE: 503,
  INSUFFICIENT_BALANCE: 409,
  PAYOUT_METHOD_REQUIRED: 409,
  PLAN_LIMIT: 402,
  PLAN_BELOW_USAGE: 409,
  NOTHING_TO_CANCEL: 409,
  INVOICE_ALREADY_PAID: 409,
  INVOICE_VOID: 409,
  NO_SAVED_CARD: 409,
  SERVICE_UNAVAILABLE: 503,
  PDFS_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Catalogue key (under `errors.`) of each code's user-facing message. */
export const messageKeyOf: Record<TAppErrorCode, string> = {
  VALIDATION: 'errors.validation',
  BODY_TOO_LARGE: 'errors.bodyTooLarge',
  EMAIL_EXISTS: 'errors.emailExists',
  INCORRECT_CREDENTIALS: 'errors.incorrectCredentials',
  NOT_VERIFIED: 'errors.notVerified',
  SUSPENDED: 'errors.suspended',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  INVALID_TOKEN: 'errors.invalidToken',
  NOT_SIGNED_IN: 'errors.notSignedIn',
  UNKNOWN_TENANT: 'errors.unknownTenant',
  SITE_SUSPENDED: 'errors.siteSuspended',
  FORBIDDEN_ORIGIN: 'errors.forbiddenOrigin',
  MISDIRECTED_REQUEST: 'errors.misdirectedRequest',
  NOT_FOUND: 'errors.notFound',
  FORBIDDEN: 'errors.forbidden',
  OWNER_PROTECTED: 'errors.ownerProtected',
  WRONG_PASSWORD: 'errors.wrongPassword',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  GOOGLE_NOT_LINKED: 'errors.googleNotLinked',
  GOOGLE_NOT_SET_UP: 'errors.googleNotSetUp',
  DUPLICATE_COURSE: 'errors.duplicateCourse',
  CONFLICT: 'errors.conflict',
  PAYMENT_REQUIRED: 'errors.paymentRequired',
  REGISTRATION_CLOSED: 'errors.registrationClosed',
  NOT_REGISTERED: 'errors.notRegistered',
  LESSON_LOCKED: 'errors.lessonLocked',
  RULES_NOT_MET: 'errors.rulesNotMet',
  TOPIC_LOCKED: 'errors.topicLocked',
  DISCUSSIONS_CLOSED: 'errors.discussionsClosed',
  COMMENTS_CLOSED: 'errors.commentsClosed',
  QUIZ_CLOSED: 'errors.quizClosed',
  QUIZ_ALREADY_TAKEN: 'errors.quizAlreadyTaken',
  QUIZ_NOT_STARTED: 'errors.quizNotStarted',
  QUIZ_SUBMITTED: 'errors.quizSubmitted',
  QUIZ_NOT_SUBMITTED: 'errors.quizNotSubmitted',
  QUIZ_FINALIZED: 'errors.quizFinalized',
  NOT_ELIGIBLE: 'errors.notEligible',
  ASSIGNMENT_GRADED: 'errors.assignmentGraded',
  ALREADY_OWNED: 'errors.alreadyOwned',
  NOT_FOR_SALE: 'errors.notForSale',
  PAYMENT_NOT_SIGNED_IN: 'errors.paymentNotSignedIn',
  TRANSACTION_TOO_OLD: 'errors.transactionTooOld',
  TRANSACTION_OTHER_ACCOUNT: 'errors.transactionOtherAccount',
  PAYMENT_NOT_CONFIRMED: 'errors.paymentNotConfirmed',
  PAYMENTS_UNAVAILABLE: 'errors.paymentsUnavailable',
  INSUFFICIENT_BALANCE: 'errors.insufficientBalance',
  PAYOUT_METHOD_REQUIRED: 'errors.payoutMethodRequired',
  PLAN_LIMIT: 'errors.planLimit',
  PLAN_BELOW_USAGE: 'errors.planBelowUsage',
  NOTHING_TO_CANCEL: 'errors.nothingToCancel',
  INVOICE_ALREADY_PAID: 'errors.invoiceAlreadyPaid',
  INVOICE_VOID: 'errors.invoiceVoid',
  NO_SAVED_CARD: 'errors.noSavedCard',
  SERVICE_UNAVAILABLE: 'errors.serviceUnavailable',
  PDFS_UNAVAILABLE: 'errors.pdfsUnavailable',
  INTERNAL: 'errors.internal',
};

export class AppError extends Error {
  readonly code: TAppErrorCode;
  /** Catalogue key of a more precise message (e.g. which field is invalid). */
  readonly messageKey: string;
  /** The offending field, for validation errors. */
  readonly field?: string;
  /** Values the message interpolates (e.g. `count`, which also picks the plural form). */
  readonly params: Record<string, string | number>;
  /** Values the message interpolates that are words to translate first: catalogue keys (e.g. a plan's name). */
  readonly paramKeys: Record<string, string>;

  constructor(
    code: TAppErrorCode,
    options: { messageKey?: string; field?: string; params?: Record<string, string | number>; paramKeys?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(options.messageKey ?? messageKeyOf[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey ?? messageKeyOf[code];
    this.field = options.field;
    this.params = options.params ?? {};
    this.paramKeys = options.paramKeys ?? {};
  }

  get status(): number {
    return httpStatusOf[this.code];
  }
}
