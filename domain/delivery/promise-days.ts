/**
 * The days of a delivery promise (rule:delivery-promise), worked out in India's time (UTC+05:30 all year: India has
 * no daylight saving). A parcel leaves on the day the order is placed if that is a working day and the order comes
 * before the cut-off hour, else on the next working day; it arrives `minDays` to `maxDays` working days after it
 * leaves. Sundays and the shop's holidays are not working days, for leaving or arriving.
 */
import { indiaDayAndHour } from '../shared/india';

const dayMs = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a UTC midnight. */
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

export interface PromiseDaysInput {
  now: Date;
  /** India hour (0-23) from which an order leaves the next working day. */
  cutoffHour: number;
  /** The shop's holidays, YYYY-MM-DD. */
  holidays: ReadonlySet<string>;
  minDays: number;
  maxDays: number;
}

export interface PromiseDays {
  /** The India day the parcel leaves. */
  dispatchDay: string;
  deliverFrom: string;
  deliverBy: string;
}

export function promiseDays(input: PromiseDaysInput): PromiseDays {
  const { day, hour } = indiaDayAndHour(input.now);
  const working = (utcMidnight: number) =>
    new Date(utcMidnight).getUTCDay() !== 0 && !input.holidays.has(isoDay(utcMidnight));
  const nextWorking = (from: number) => {
    let d = from + dayMs;
    // A holiday list cannot hold more than a year of days in a row that matter here; the bound keeps a bad list finite.
    for (let i = 0; i < 366 && !working(d); i++) d += dayMs;
    return d;
  };
  const after = (from: number, days: number) => {
    let d = from;
    for (let i = 0; i < days; i++) d = nextWorking(d);
    return d;
  };
  const today = Date.parse(`${day}T00:00:00Z`);
  const dispatch = working(today) && hour < input.cutoffHour ? today : nextWorking(today);
  return {
    dispatchDay: isoDay(dispatch),
    deliverFrom: isoDay(after(dispatch, input.minDays)),
    deliverBy: isoDay(after(dispatch, input.maxDays)),
  };
}
