import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';

/** A lesson's state as a small inline SVG (emoji glyphs are missing on many systems). */
const PATHS: Record<TMaterialSummary['access'], string> = {
  locked: 'M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2Zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4Zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0v2Z',
  notStarted: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
  inProgress: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18V4a8 8 0 0 1 0 16Z',
  completed: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9Z',
};

export function AccessIcon({ access }: { access: TMaterialSummary['access'] }) {
  return (
    <svg className="access-icon" data-access={access} aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d={PATHS[access]} />
    </svg>
  );
}
