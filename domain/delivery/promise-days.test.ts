/**
 * The days of a delivery promise (rule:delivery-promise): India's clock (UTC+05:30), the cut-off hour, Sundays and the
 * shop's holidays, for leaving and for arriving.
 */
import { describe, expect, it } from 'vitest';
import { indiaDayAndHour } from '../shared/india';
import { promiseDays } from './promise-days';

/** An instant given as India's wall clock. */
const india = (wallClock: string) => new Date(`${wallClock}+05:30`);
const none = new Set<string>();

describe('India day and hour', () => {
  it('is UTC+05:30: 20:00 UTC on the 30th is 01:30 on the 1st in India', () => {
    expect(indiaDayAndHour(new Date('2026-11-30T20:00:00Z'))).toEqual({ day: '2026-12-01', hour: 1 });
    expect(indiaDayAndHour(new Date('2026-11-30T18:29:59Z'))).toEqual({ day: '2026-11-30', hour: 23 });
  });
});

describe('promise days (rule:delivery-promise)', () => {
  it('leaves today before the cut-off and counts working days after it', () => {
    // Tuesday 1 December 2026, 10:00 in India; cut-off 14:00.
    const days = promiseDays({
      now: india('2026-12-01T10:00:00'),
      cutoffHour: 14,
      holidays: none,
      minDays: 2,
      maxDays: 4,
    });
    expect(days).toEqual({ dispatchDay: '2026-12-01', deliverFrom: '2026-12-03', deliverBy: '2026-12-05' });
  });

  it('leaves the next working day from the cut-off hour on, in India time whatever the server zone', () => {
    const at = (wallClock: string) =>
      promiseDays({ now: india(wallClock), cutoffHour: 14, holidays: none, minDays: 1, maxDays: 2 }).dispatchDay;
    expect(at('2026-12-01T13:59:59')).toBe('2026-12-01');
    expect(at('2026-12-01T14:00:00')).toBe('2026-12-02');
    // 23:30 in India is still the 1st there (18:00 UTC), and past the cut-off.
    expect(at('2026-12-01T23:30:00')).toBe('2026-12-02');
    // 00:30 on the 2nd in India is 19:00 UTC on the 1st: the India day decides.
    expect(at('2026-12-02T00:30:00')).toBe('2026-12-02');
  });

  it('skips Sundays for leaving and for arriving', () => {
    // Saturday 5 December after the cut-off: leaves Monday the 7th (Sunday the 6th is skipped).
    const days = promiseDays({
      now: india('2026-12-05T16:00:00'),
      cutoffHour: 14,
      holidays: none,
      minDays: 1,
      maxDays: 6,
    });
    expect(days.dispatchDay).toBe('2026-12-07');
    expect(days.deliverFrom).toBe('2026-12-08');
    // Mon 7 + 6 working days: 8, 9, 10, 11, 12, (Sun 13 skipped), 14.
    expect(days.deliverBy).toBe('2026-12-14');
    // An order on a Sunday morning leaves on Monday.
    const sunday = promiseDays({
      now: india('2026-12-06T09:00:00'),
      cutoffHour: 14,
      holidays: none,
      minDays: 0,
      maxDays: 0,
    });
    expect(sunday).toEqual({ dispatchDay: '2026-12-07', deliverFrom: '2026-12-07', deliverBy: '2026-12-07' });
  });

  it("skips the shop's holidays, on the day of leaving and in between", () => {
    const holidays = new Set(['2026-12-01', '2026-12-03']);
    const days = promiseDays({ now: india('2026-12-01T09:00:00'), cutoffHour: 14, holidays, minDays: 1, maxDays: 3 });
    // The 1st is a holiday: leaves the 2nd; then the 3rd is skipped: 4th, 5th, (Sun 6th) 7th.
    expect(days).toEqual({ dispatchDay: '2026-12-02', deliverFrom: '2026-12-04', deliverBy: '2026-12-07' });
  });

  it('crosses a month and a year', () => {
    const days = promiseDays({
      now: india('2026-12-30T12:00:00'),
      cutoffHour: 14,
      holidays: new Set(['2027-01-01']),
      minDays: 2,
      maxDays: 4,
    });
    // Wed 30 Dec leaves today; 31 Dec, (1 Jan holiday) 2 Jan, (Sun 3 Jan) 4 Jan, 5 Jan.
    expect(days).toEqual({ dispatchDay: '2026-12-30', deliverFrom: '2027-01-02', deliverBy: '2027-01-05' });
  });

  it('a cut-off of 0 always leaves the next working day', () => {
    const days = promiseDays({
      now: india('2026-12-01T00:00:00'),
      cutoffHour: 0,
      holidays: none,
      minDays: 1,
      maxDays: 1,
    });
    expect(days.dispatchDay).toBe('2026-12-02');
  });
});
