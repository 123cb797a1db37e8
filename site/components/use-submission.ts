import { useState } from 'react';

/**
 * The busy flag of a form that calls the API, and the wrapper that sets it: `run(work)` marks
 * the form busy, and hands an unexpected failure (the server unreachable) to `onFailure`.
 */
export function useSubmission(onFailure: () => void) {
  const [submitting, setSubmitting] = useState(false);
  async function run(work: () => Promise<void>) {
    setSubmitting(true);
    try {
      await work();
    } catch {
      onFailure();
    } finally {
      setSubmitting(false);
    }
  }
  return { submitting, run };
}
