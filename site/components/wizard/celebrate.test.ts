// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fire = Object.assign(vi.fn(() => Promise.resolve()), { reset: vi.fn() });
const create = vi.fn(() => fire);
vi.mock('canvas-confetti', () => ({ default: { create } }));

const { celebrate } = await import('./celebrate');

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  // Unit files share their window.
  vi.unstubAllGlobals();
});

describe('the completion confetti (platform-core §9)', () => {
  it('throws 50 pieces with spread 45 at angle 90 on the given canvas, cleared after 3000 ms', () => {
    prefersReducedMotion(false);
    const canvas = document.createElement('canvas');
    celebrate(canvas);
    expect(create).toHaveBeenCalledWith(canvas, expect.objectContaining({ resize: true }));
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 50, spread: 45, angle: 90, ticks: 180 }));
    vi.advanceTimersByTime(2999);
    expect(fire.reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire.reset).toHaveBeenCalledTimes(1);
  });

  it('throws none for someone who asked for reduced motion', () => {
    prefersReducedMotion(true);
    celebrate(document.createElement('canvas'));
    expect(create).not.toHaveBeenCalled();
    expect(fire).not.toHaveBeenCalled();
  });

  it('stops early when the wizard goes away', () => {
    prefersReducedMotion(false);
    const stop = celebrate(document.createElement('canvas'));
    stop();
    expect(fire.reset).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(fire.reset).toHaveBeenCalledTimes(1);
  });
});
