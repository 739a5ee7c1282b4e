import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabels } from './password-strength';

describe('passwordStrength (rule:password-strength)', () => {
  it('labels 0 to 4 points Very Weak, Weak, Fair, Good, Strong', () => {
    expect(strengthLabels).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Very Weak' });
    expect(passwordStrength('abc')).toEqual({ score: 0, label: 'Very Weak' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgH')).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength('abcdefH1')).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('abcdeH1!')).toEqual({ score: 4, label: 'Strong' });
  });

  it('gives a point for 8 characters or more, not 7', () => {
    expect(passwordStrength('aaaaaaa').score).toBe(0);
    expect(passwordStrength('aaaaaaaa').score).toBe(1);
  });

  it('needs both lower and upper case for the case point', () => {
    expect(passwordStrength('abc').score).toBe(0);
    expect(passwordStrength('ABC').score).toBe(0);
    expect(passwordStrength('aBC').score).toBe(1);
  });

  it('gives one point for any digit and one for any special character, however many', () => {
    expect(passwordStrength('1').score).toBe(1);
    expect(passwordStrength('123').score).toBe(1);
    expect(passwordStrength('#').score).toBe(1);
    expect(passwordStrength('#@!').score).toBe(1);
    expect(passwordStrength('a b').score).toBe(1);
    expect(passwordStrength('1#').score).toBe(2);
  });

  it('each point counts on its own: a short password can still score 3', () => {
    expect(passwordStrength('aB1!')).toEqual({ score: 3, label: 'Good' });
  });
});
