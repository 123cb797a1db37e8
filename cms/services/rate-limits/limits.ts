/**
 * Request limits (issue #3). Failed sign-ins are limited strictly per account and per account +
 * IP, and loosely per IP, because a whole class signs in from one school network at once: an IP
 * may fail 100 times in 15 minutes before it is refused, and successes never count. Every lock
 * ends with its window, so a stranger cannot lock a real user out for longer than that.
 */
export const LIMITS = {
  signInFailuresPerAccountAndIp: { points: 5, duration: 15 * 60 },
  signInFailuresPerAccount: { points: 20, duration: 15 * 60 },
  signInFailuresPerIp: { points: 100, duration: 15 * 60 },
  signUpsPerIp: { points: 100, duration: 60 * 60 },
  verificationResendsPerIp: { points: 30, duration: 15 * 60 },
  passwordResetsPerIp: { points: 30, duration: 15 * 60 },
  clientErrorsPerIp: { points: 60, duration: 15 * 60 },
  // Each AI generation costs the platform money: a course manager may ask 30 times an hour.
  aiGenerationsPerUser: { points: 30, duration: 60 * 60 },
  // Each problem report notifies a course's managers (issue #14): a student may send 10 an hour.
  problemReportsPerUser: { points: 10, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
