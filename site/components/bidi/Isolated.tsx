import type { Translate } from '@halaqa/shared/i18n/translator';
import { isolatedParts } from './isolated-parts';

/** A translated sentence with its user content in `<bdi>` (isolated-parts.ts), for islands. */
export function Isolated({ t, k, isolate, values }: { t: Translate; k: string; isolate: Record<string, string>; values?: Record<string, unknown> }) {
  return (
    <>
      {isolatedParts(t, k, isolate, values).map((part, index) => (part.isolated ? <bdi key={index}>{part.text}</bdi> : part.text))}
    </>
  );
}
