import { describe, expect, it } from 'vitest';
import { maskUrlSecrets } from './log-redaction';

describe('maskUrlSecrets', () => {
  it('masks reset links and alert links, plain and as React Router repeats them', () => {
    expect(maskUrlSecrets('/reset-password/abc123')).toBe('/reset-password/[redacted]');
    expect(maskUrlSecrets('/alerts/confirm/Zx9_k-1.data')).toBe('/alerts/confirm/[redacted]');
    expect(maskUrlSecrets('/__manifest?p=%2Falerts%2Fconfirm%2FZx9k&version=1')).toBe(
      '/__manifest?p=%2Falerts%2Fconfirm%2F[redacted]&version=1',
    );
    expect(maskUrlSecrets('/alerts/unsubscribe?t=aaa,bbb')).toBe('/alerts/unsubscribe?t=[redacted]');
    expect(maskUrlSecrets('/api/alerts/unsubscribe?t=aaa&x=1')).toBe('/api/alerts/unsubscribe?t=[redacted]&x=1');
  });

  it('leaves other URLs and parameters as they are', () => {
    expect(maskUrlSecrets('/products?search=tea&sort=newest')).toBe('/products?search=tea&sort=newest');
    expect(maskUrlSecrets('/alerts')).toBe('/alerts');
  });
});
