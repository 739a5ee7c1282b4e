import { describe, expect, it } from 'vitest';
import { genderLabel } from '../../../domain/shared/account-rules';
import { acceptedImageTypesText, uploadLimitText } from '../../../domain/shared/limits';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import { initials } from '../../lib/initials';
import { genderText } from '../account/gender-text';
import { imageFileProblem, validateProfileForm } from './profile-form';

// The messages come from the page's catalog (issue 39): English as the schema words them, Hindi on a Hindi page.
const t = translator({ locale: 'en', messages: messagesFor('en') });
const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });

const valid = { fullName: '  Asha Verma ', phone: '+91 98765 43210', gender: 'female', profilePic: '' };

describe('validateProfileForm', () => {
  it('accepts a valid form and sends what the server stores (trimmed name, bare 10-digit phone)', () => {
    expect(validateProfileForm(valid, t)).toEqual({
      ok: true,
      body: { fullName: 'Asha Verma', phone: '9876543210', gender: 'female', profilePic: '' },
    });
  });

  it('needs a name, as the server does', () => {
    expect(validateProfileForm({ ...valid, fullName: '   ' }, t)).toEqual({
      ok: false,
      errors: { fullName: 'Name is required' },
    });
  });

  it('needs a 10-digit Indian mobile number', () => {
    expect(validateProfileForm({ ...valid, phone: '' }, t)).toEqual({
      ok: false,
      errors: { phone: 'Phone is required' },
    });
    for (const phone of ['12345', '98765432101', '5876543210', 'abcdefghij']) {
      expect(validateProfileForm({ ...valid, phone }, t)).toEqual({ ok: false, errors: { phone: 'Phone is invalid' } });
    }
  });

  it('reports every wrong field at once', () => {
    const result = validateProfileForm({ fullName: '', phone: '1', gender: 'female', profilePic: '' }, t);
    expect(result).toEqual({ ok: false, errors: { fullName: 'Name is required', phone: 'Phone is invalid' } });
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(validateProfileForm({ fullName: '', phone: '1', gender: 'female', profilePic: '' }, hindi)).toEqual({
      ok: false,
      errors: { fullName: 'नाम डालना ज़रूरी है', phone: 'फ़ोन नंबर सही नहीं है' },
    });
    expect(validateProfileForm({ ...valid, phone: '' }, hindi)).toEqual({
      ok: false,
      errors: { phone: 'फ़ोन नंबर डालना ज़रूरी है' },
    });
  });

  it('accepts only uploaded pictures', () => {
    expect(validateProfileForm({ ...valid, profilePic: '/uploads/user/abc.webp' }, t).ok).toBe(true);
    expect(validateProfileForm({ ...valid, profilePic: 'javascript:alert(1)' }, t)).toEqual({
      ok: false,
      errors: { profilePic: 'The profile picture (profilePic) must be an image you uploaded to this shop.' },
    });
  });
});

describe('profile helpers', () => {
  it('makes initials from the first and last name', () => {
    expect(initials('asha verma')).toBe('AV');
    expect(initials('Asha Rani Verma')).toBe('AV');
    expect(initials('Asha')).toBe('A');
    expect(initials('  ')).toBe('?');
  });

  it('labels genders', () => {
    expect(genderLabel('female')).toBe('Female');
    expect(genderLabel('other')).toBe('Other');
    // The page's words for them: the same in English, Hindi on a Hindi page.
    for (const gender of ['male', 'female', 'other', '']) expect(genderText(gender, t)).toBe(genderLabel(gender));
    expect(genderText('female', hindi)).toBe('महिला');
  });

  it('refuses images the server would refuse', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
    // A shopper page's translator says the same in English, and Hindi on a Hindi page.
    for (const file of [
      { type: 'application/pdf', size: 1000 },
      { type: 'image/jpeg', size: 6 * 1024 * 1024 },
    ]) {
      expect(imageFileProblem(file, t)).toBe(imageFileProblem(file));
    }
    // The picture fields' hint names the upload endpoint's own formats and limit (domain/shared/limits.ts).
    expect(t('account.picture.limits', { limit: uploadLimitText })).toBe(
      `${acceptedImageTypesText}, up to ${uploadLimitText}.`,
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 }, hindi)).toBe(
      'कृपया ज़्यादा से ज़्यादा 5 MB की फ़ोटो चुनें।',
    );
  });
});
