/**
 * Wall-clock times of an IANA time zone (what a clock there shows, written without an offset, as
 * `2024-06-13T11:33:44.592345`) and the instants they name. The zone's offset at any instant is
 * the time zone database's, through Intl: none is written here, so a country that changes its
 * rules (Egypt brought summer time back in 2023) needs a newer Node, not a change of ours.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const numeric = 'numeric' as const;
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's clock at `instant` (ms since the epoch), whole seconds, read as if it were UTC. */
function clockAt(instant: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far the zone's clocks are ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  return clockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instants `wallTime` names in `timeZone`, earliest first: usually one; two in the hour the
 * clocks are set back (in Cairo 23:00–24:00 on the last Thursday of October happens twice);
 * none in the hour they skip, or for a text that is no wall time (another format, 30 February).
 * Sub-millisecond digits are dropped.
 */
export function instantsOfWallTime(wallTime: string, timeZone: string): Date[] {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return [];
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second, Number((match[7] ?? '').padEnd(3, '0').slice(0, 3)));
  // Date.UTC carries an impossible field over (30 February is 1 March): such a text names nothing.
  if (new Date(asIfUtc).toISOString().slice(0, 19) !== wallTime.slice(0, 19)) return [];
  // Whatever offsets apply within a day either side; each names an instant if the zone has that
  // offset at that instant. One change at most in two days, as every zone's rules have it.
  const offsets = new Set([offsetAt(asIfUtc - DAY_MS, timeZone), offsetAt(asIfUtc + DAY_MS, timeZone)]);
  return [...offsets]
    .map((offset) => asIfUtc - offset)
    .filter((instant) => offsetAt(instant, timeZone) === asIfUtc - instant)
    .sort((a, b) => a - b)
    .map((instant) => new Date(instant));
}

/** What a clock in `timeZone` shows at `instant`, to the millisecond, without an offset (`2024-06-13T11:33:44.592`). */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const clock = clockAt(instant.getTime(), timeZone);
  return `${new Date(clock).toISOString().slice(0, 19)}.${String(instant.getUTCMilliseconds()).padStart(3, '0')}`;
}
