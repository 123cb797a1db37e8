import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TCourseAnalytics } from '@halaqa/shared/api-contract/course-analytics';
import type { Language } from '@halaqa/shared/i18n/languages';
import { BOTTOM_AXIS_TICK, SIDE_AXIS_TICK } from '../chart-ticks';
import { countIn } from './analytics-format';
import { COMPLETIONS_COLOUR, REGISTRATIONS_COLOUR } from './OverTimeChart';

/** Long lesson names are cut on the axis; the table that follows the chart has them whole. */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/**
 * The completion funnel (recharts): one row per lesson in the order students see them, with how
 * many registered students opened and completed it. In Arabic the names stand on the right.
 */
export function FunnelChart({ funnel, language, names, label }: { funnel: TCourseAnalytics['funnel']; language: Language; names: { opened: string; completed: string }; label: string }) {
  const rtl = language === 'ar';
  const count = (value: unknown) => countIn(language, Number(value));
  return (
    <div className="analytics-chart" data-testid="funnel-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={Math.max(160, 48 * funnel.length + 80)}>
        <BarChart data={funnel} layout="vertical" margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} allowDecimals={false} tickFormatter={count} tick={BOTTOM_AXIS_TICK} />
          <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} width={130} tickFormatter={shortName} tick={SIDE_AXIS_TICK} />
          <Tooltip formatter={count} />
          <Legend />
          <Bar dataKey="started" name={names.opened} fill={REGISTRATIONS_COLOUR} isAnimationActive={false} />
          <Bar dataKey="completed" name={names.completed} fill={COMPLETIONS_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
