import confetti from 'canvas-confetti';

/** platform-core §9: confetti defaults. */
export const CONFETTI = { particleCount: 50, durationMs: 3000, spread: 45, angle: 90 } as const;

/** canvas-confetti moves its pieces once a frame, at most 60 frames a second. */
const FRAMES_PER_SECOND = 60;

/**
 * Confetti on the wizard's own canvas: the dialog sits in the browser's top layer, above any
 * canvas on the page. One burst of 50 pieces, cleared after 3000 ms; none at all for people
 * who ask their system for reduced motion. Returns what stops it early.
 */
export function celebrate(canvas: HTMLCanvasElement): () => void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  void fire({
    particleCount: CONFETTI.particleCount,
    spread: CONFETTI.spread,
    angle: CONFETTI.angle,
    ticks: (CONFETTI.durationMs / 1000) * FRAMES_PER_SECOND,
    origin: { x: 0.5, y: 0.8 },
  });
  const timer = window.setTimeout(() => fire.reset(), CONFETTI.durationMs);
  return () => {
    window.clearTimeout(timer);
    fire.reset();
  };
}
