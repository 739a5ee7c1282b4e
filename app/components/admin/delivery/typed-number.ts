/**
 * A number box's text as the request schema wants it: a JSON number, or undefined when the box is empty, so the
 * schema says what is missing (ADR 0050: staff JSON numbers are numbers). Text that is no number stays NaN, which the
 * schema refuses with the same message.
 */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
