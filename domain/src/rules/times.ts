/** Times of day written 'HH:MM' (24-hour) and the rules over them (spec 000 sections 5.2, 9.4). */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = 24 * 60;

/** Whether `value` is a 24-hour time 'HH:MM'. */
export function isTime(value: unknown): value is string {
  return typeof value === 'string' && HH_MM.test(value);
}

const TYPED = /^(\d{1,2})[:.\s]?(\d{2})$/;

/**
 * A time as typed on a tablet's number pad, which has no ':', written 'HH:MM': '2330', '23.30'
 * and '23 30' become '23:30', '930' and '9:30' become '09:30'. What is not a time of day is
 * answered as typed, for the schema to name the field.
 */
export function typedTime(value: string): string {
  const match = TYPED.exec(value.trim());
  if (!match) return value;
  const time = `${match[1].padStart(2, '0')}:${match[2]}`;
  return isTime(time) ? time : value;
}

/** Minutes since midnight of an 'HH:MM' time; throws a clear error for anything else. */
export function minutesOfDay(time: string, name = 'time'): number {
  const match = typeof time === 'string' ? HH_MM.exec(time) : null;
  if (!match) throw new Error(`${name} must be a 24-hour time HH:MM, got ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes from `start` to `stop`; when stop is earlier than start the shift crossed midnight. */
export function minutesBetween(start: string, stop: string): number {
  const diff = minutesOfDay(stop, 'stop time') - minutesOfDay(start, 'start time');
  return diff < 0 ? diff + DAY : diff;
}

/** 'HH:MM' of a number of minutes (0 to 1439). */
export function formatMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new Error(`minutes must be a whole number >= 0, got ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Available track time: stop minus start as 'HH:MM'; a stop earlier than the start crossed
 * midnight and adds a day (spec 000 section 9.4). Equal times give '00:00'.
 */
export function availableTrackTime(start: string, stop: string): string {
  return formatMinutes(minutesBetween(start, stop));
}

/**
 * Whether the times are strictly increasing in the given order (spec 000 section 5.2: call,
 * departed, start, stop, tie-up for Regular shifts; else 'ERROR: times are not consecutive').
 * Each time is 'HH:MM', or a full 'YYYY-MM-DDTHH:MM' when the form's 'Previous Day?' box moved
 * one of them to the day before; plain times are compared within one day.
 */
export function timesConsecutive(times: readonly string[]): boolean {
  const values = times.map((t: unknown, i) => {
    if (isTime(t)) return minutesOfDay(t);
    const ms = typeof t === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(t) ? Date.parse(`${t}Z`) : NaN;
    if (Number.isNaN(ms)) throw new Error(`time ${i + 1} must be HH:MM or YYYY-MM-DDTHH:MM, got ${JSON.stringify(t)}`);
    return ms / 60000;
  });
  const mixed = times.some(isTime) && times.some((t) => !isTime(t));
  if (mixed) throw new Error('times must all be HH:MM or all be YYYY-MM-DDTHH:MM');
  return values.every((v, i) => i === 0 || v > values[i - 1]);
}

/** The message of spec 000 section 5.2 for times out of order. */
export const TIMES_NOT_CONSECUTIVE = 'ERROR: times are not consecutive';
