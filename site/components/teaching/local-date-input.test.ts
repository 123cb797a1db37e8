import { describe, expect, it } from 'vitest';
import { isoOfLocalInput, localInputOf } from './local-date-input';

describe('datetime-local values', () => {
  it('shows an instant in the browser’s zone and reads it back to the same instant', () => {
    const iso = '2026-03-10T14:30:00.000Z';
    expect(localInputOf(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(isoOfLocalInput(localInputOf(iso))).toBe(iso);
  });

  it('treats an empty value as no due date', () => {
    expect(localInputOf(null)).toBe('');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('not a date')).toBeNull();
  });
});
