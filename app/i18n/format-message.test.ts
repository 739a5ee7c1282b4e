import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from './format-message';

const format = (icu: string, values: Record<string, unknown>, locale = 'en-IN') =>
  formatMessage(compileMessage(icu) as CompiledMessage, values, locale);

describe('formatMessage: Lingui-compiled ICU messages (ADR 0059)', () => {
  it('fills in values and leaves plain text as it is', () => {
    expect(format('Hello', {})).toBe('Hello');
    expect(format('Hi {name}, it’s {day}!', { name: 'Asha', day: 'Monday' })).toBe('Hi Asha, it’s Monday!');
    expect(format('{missing} left', {})).toBe(' left');
  });

  it('chooses plural forms by the language’s rules, with exact matches first', () => {
    const cart = 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}';
    expect(format(cart, { count: 0 })).toBe('Cart, empty');
    expect(format(cart, { count: 1 })).toBe('Cart, 1 item');
    expect(format(cart, { count: 2 })).toBe('Cart, 2 items');
    // Hindi counts 0 and 1 as "one" (CLDR), unlike English.
    const hindi = '{count, plural, one {# चीज़} other {# चीज़ें}}';
    expect(format(hindi, { count: 1 }, 'hi-IN')).toBe('1 चीज़');
    expect(format(hindi, { count: 3 }, 'hi-IN')).toBe('3 चीज़ें');
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  it('groups numbers in lakhs and crores in both languages', () => {
    expect(format('{count, plural, other {# units}}', { count: 1234567 })).toBe('12,34,567 units');
    expect(format('{n, number} रुपये', { n: 12345678 }, 'hi-IN')).toBe('1,23,45,678 रुपये');
  });

  it('chooses a select case, else other, nested messages included', () => {
    const line = '{kind, select, return {Return of {item}} exchange {Exchange of {item}} other {Request}}';
    expect(format(line, { kind: 'return', item: 'Shirt' })).toBe('Return of Shirt');
    expect(format(line, { kind: 'exchange', item: 'Shirt' })).toBe('Exchange of Shirt');
    expect(format(line, { kind: 'unknown', item: 'Shirt' })).toBe('Request');
  });
});
