import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import { passwordScore, passwordStrength, strengthLabels } from './password-strength';

// The labels come from the page's catalog (issue 39): English as the spec words them, Hindi on a Hindi page.
const t = translator({ locale: 'en', messages: messagesFor('en') });
const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });

describe('passwordStrength (rule:password-strength)', () => {
  it('labels 0 to 4 points Very Weak, Weak, Fair, Good, Strong', () => {
    expect(strengthLabels(t)).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
    expect(passwordStrength('', t)).toEqual({ score: 0, label: 'Very Weak' });
    expect(passwordStrength('abc', t)).toEqual({ score: 0, label: 'Very Weak' });
    expect(passwordStrength('abcdefgh', t)).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgH', t)).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength('abcdefH1', t)).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('abcdeH1!', t)).toEqual({ score: 4, label: 'Strong' });
  });

  it('gives a point for 8 characters or more, not 7', () => {
    expect(passwordScore('aaaaaaa')).toBe(0);
    expect(passwordScore('aaaaaaaa')).toBe(1);
  });

  it('needs both lower and upper case for the case point', () => {
    expect(passwordScore('abc')).toBe(0);
    expect(passwordScore('ABC')).toBe(0);
    expect(passwordScore('aBC')).toBe(1);
  });

  it('gives one point for any digit and one for any special character, however many', () => {
    expect(passwordScore('1')).toBe(1);
    expect(passwordScore('123')).toBe(1);
    expect(passwordScore('#')).toBe(1);
    expect(passwordScore('#@!')).toBe(1);
    expect(passwordScore('a b')).toBe(1);
    expect(passwordScore('1#')).toBe(2);
  });

  it('each point counts on its own: a short password can still score 3', () => {
    expect(passwordStrength('aB1!', t)).toEqual({ score: 3, label: 'Good' });
  });

  it('reads its words in Hindi on a Hindi page', () => {
    expect(strengthLabels(hindi)).toEqual(['बहुत कमज़ोर', 'कमज़ोर', 'ठीक-ठाक', 'अच्छा', 'मज़बूत']);
    expect(passwordStrength('abcdeH1!', hindi)).toEqual({ score: 4, label: 'मज़बूत' });
  });
});
