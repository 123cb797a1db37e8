import { describe, expect, it } from 'vitest';
import { progressOfCurriculum, progressPercent } from './course-progress';

describe('a course progress bar', () => {
  it('counts the completed lessons of those students see', () => {
    const lessons = [
      { access: 'completed', visible: true },
      { access: 'inProgress', visible: true },
      { access: 'locked', visible: true },
      { access: 'completed', visible: false },
    ];
    expect(progressOfCurriculum(lessons)).toEqual({ completed: 1, total: 3 });
    expect(progressOfCurriculum([])).toEqual({ completed: 0, total: 0 });
  });

  it.each([
    [{ completed: 1, total: 3 }, 'en', '33%'],
    [{ completed: 2, total: 3 }, 'en', '66%'],
    [{ completed: 3, total: 3 }, 'en', '100%'],
    [{ completed: 0, total: 0 }, 'en', '0%'],
    [{ completed: 1, total: 2 }, 'ar', new Intl.NumberFormat('ar-EG', { style: 'percent' }).format(0.5)],
  ])('shows %j in %s as %s, rounded down', (count, language, text) => {
    expect(progressPercent(count, language)).toBe(text);
  });
});
