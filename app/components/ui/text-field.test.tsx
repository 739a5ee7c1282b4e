import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField required (rule:required-fields-marked)', () => {
  it('marks the label and requires the input, keeping the field’s name as its label says it', () => {
    render(<TextField label="HSN code" name="hsnCode" value="" onChange={() => undefined} required />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'HSN code' });
    expect(input.required).toBe(true);
    const mark = screen.getByText('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(input.labels?.[0]?.contains(mark)).toBe(true);
    // Shown before anything was submitted: no message yet.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves an optional field unmarked', () => {
    render(<TextField label="Subtitle" name="subTitle" value="" onChange={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subtitle' }).required).toBe(false);
    expect(screen.queryByText('*')).toBeNull();
  });
});
