import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../use-hydrated';

/** A plain button that stays disabled until React runs, so an early click is never lost. */
export function HydratedButton({ disabled, type = 'button', ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={!hydrated || disabled} {...button} />;
}
