import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEgp, numberLocaleOf } from '@halaqa/shared/money';
import type { Language } from '@halaqa/shared/i18n/index';
import { BOTTOM_AXIS_TICK, SIDE_AXIS_TICK } from '../chart-ticks';
import type { Earnings } from './earnings-types';

/** The chart tokens of global.css, which follow the mode (3:1 on dark pages too); more courses cycle through them. */
const COLOURS = Array.from({ length: 8 }, (_, index) => `var(--chart-${index + 1})`);

/**
 * Earnings per month, one stacked bar segment per course (recharts). In Arabic the months run
 * from the right and the amounts stand on the right, as the page reads.
 */
export function EarningsChart({ earnings, language }: { earnings: Earnings; language: Language }) {
  const rtl = language === 'ar';
  const monthName = new Intl.DateTimeFormat(numberLocaleOf(language), { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const rows = earnings.months.map((month, index) => ({
    month: monthName.format(new Date(`${month}-01T00:00:00Z`)),
    // Keyed by position: a deleted course has no id any more.
    ...Object.fromEntries(earnings.courses.map((course, position) => [`course-${position}`, course.byMonth[index] ?? 0])),
  }));
  const money = (value: unknown) => formatEgp(Number(value), language);
  return (
    <div className="earnings-chart" data-testid="earnings-chart">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" reversed={rtl} tick={BOTTOM_AXIS_TICK} />
          <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={money} width={90} tick={SIDE_AXIS_TICK} />
          <Tooltip formatter={money} />
          <Legend />
          {earnings.courses.map((course, index) => (
            <Bar key={index} dataKey={`course-${index}`} name={course.name} stackId="earnings" fill={COLOURS[index % COLOURS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
