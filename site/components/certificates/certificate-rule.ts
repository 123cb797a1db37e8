import { CERT_ALL_FINISHED, CERT_ALWAYS, CERT_NEVER } from '@halaqa/shared/certificate-eligibility';

/**
 * The designer's choices ⇄ cert_config.score (learning-content §4): −1 always, −3 never, 0 every
 * lesson finished, 1–100 a minimum percent.
 */
export const CERTIFICATE_RULES = ['always', 'never', 'allFinished', 'threshold'] as const;
export type CertificateRule = (typeof CERTIFICATE_RULES)[number];

/** What the minimum field offers before a teacher has chosen one. */
export const SUGGESTED_MINIMUM = 70;

export function ruleOfScore(score: number): { rule: CertificateRule; minimum: number } {
  if (score === CERT_ALWAYS) return { rule: 'always', minimum: SUGGESTED_MINIMUM };
  if (score === CERT_ALL_FINISHED) return { rule: 'allFinished', minimum: SUGGESTED_MINIMUM };
  if (score > 0) return { rule: 'threshold', minimum: score };
  // −3, and any other negative value the spec gives no meaning to.
  return { rule: 'never', minimum: SUGGESTED_MINIMUM };
}

/** The score to save; the minimum is kept within 1–100 whatever was typed. */
export function scoreOfRule(rule: CertificateRule, minimum: number): number {
  if (rule === 'always') return CERT_ALWAYS;
  if (rule === 'never') return CERT_NEVER;
  if (rule === 'allFinished') return CERT_ALL_FINISHED;
  return Math.min(100, Math.max(1, Math.round(Number.isFinite(minimum) ? minimum : SUGGESTED_MINIMUM)));
}
