import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './transaction';

describe('isDatabaseUnavailable (rule:database-outage)', () => {
  const wrapped = (message: string, cause: Error) => new Error(message, { cause });

  it('knows an outage by the driver code or the server state, at any depth drizzle wraps it', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped('Failed query: select 1', Object.assign(new Error('x'), { code: '57P01' }))),
    ).toBe(true);
    // A client whose connection died mid-transaction: drizzle's rollback fails with pg's own sentence.
    expect(
      isDatabaseUnavailable(
        wrapped(
          'Failed query: rollback\nparams: ',
          new Error('Client has encountered a connection error and is not queryable'),
        ),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('the database system is starting up'))).toBe(true);
  });

  it('is not fooled by faults of ours or of the input', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped('Failed query: select', new Error('syntax error at or near "from"')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
