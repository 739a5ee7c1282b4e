/**
 * A promised day reads the same in a Hindi mail as on the Hindi pages: the mail's own day names
 * (domain/mail/texts/hindi.ts) against the storefront catalog's `ui.day`, through formatDayIn, for every day of 2026.
 * English mails and pages share formatPromiseDay, so only Hindi needs this.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../app/i18n/catalogs.server';
import { translator } from '../../app/i18n/shop-i18n';
import { formatDayIn } from '../../app/lib/format';
import { hindiMail } from '../../domain/mail/texts/hindi';

function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(year, 0, 1); new Date(at).getUTCFullYear() === year; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

describe('a promised day in a Hindi mail', () => {
  const t = translator({ locale: 'hi', messages: messagesFor('hi') });

  it('is written as the Hindi pages write it, every day of the year', () => {
    const days = daysOf(2026);
    expect(days).toHaveLength(365);
    const differing = days.filter((day) => hindiMail.deliveredBy(day) !== `${formatDayIn(day, t)} तक`);
    expect(differing).toEqual([]);
  });

  it('names the weekday, then the date and the month, with the comma', () => {
    expect(hindiMail.deliveredBy('2026-12-04')).toBe('शुक्र, 4 दिस॰ तक');
    expect(hindiMail.deliveredBy('2026-10-12')).toBe('सोम, 12 अक्तू॰ तक');
  });
});
