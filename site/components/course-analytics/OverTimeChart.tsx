import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Language } from '@halaqa/shared/i18n/languages';
import { BOTTOM_AXIS_TICK, SIDE_AXIS_TICK } from '../chart-ticks';
import { countIn } from './analytics-format';

export interface SeriesPoint {
  label: string;
  registrations: number;
  completions: number;
}

/** The first two chart tokens (global.css), as the earnings chart's first two: readable in either mode. */
export const REGISTRATIONS_COLOUR = 'var(--chart-1)';
export const COMPLETIONS_COLOUR = 'var(--chart-2)';

/**
 * Registrations and completions per day or week (recharts), side by side. In Arabic the days run
 * from the right and the counts stand on the right, as the page reads. A picture only: the page
 * gives the same figures as a table, and this names it for assistive technology.
 */
export function OverTimeChart({ points, language, names, label }: { points: SeriesPoint[]; language: Language; names: { registrations: string; completions: string }; label: string }) {
  const rtl = language === 'ar';
  const count = (value: unknown) => countIn(language, Number(value));
  return (
    <div className="analytics-chart" data-testid="over-time-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={BOTTOM_AXIS_TICK} minTickGap={12} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tickFormatter={count} width={40} tick={SIDE_AXIS_TICK} />
          <Tooltip formatter={count} />
          <Legend />
          <Bar dataKey="registrations" name={names.registrations} fill={REGISTRATIONS_COLOUR} isAnimationActive={false} />
          <Bar dataKey="completions" name={names.completions} fill={COMPLETIONS_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
