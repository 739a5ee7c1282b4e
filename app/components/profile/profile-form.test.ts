import { describe, expect, it } from 'vitest';
import { genderLabel } from '../../../domain/shared/account-rules';
import { initials } from '../../lib/initials';
import { imageFileProblem, validateProfileForm } from './profile-form';

const valid = { fullName: '  Asha Verma ', phone: '+91 98765 43210', gender: 'female', profilePic: '' };

describe('validateProfileForm', () => {
  it('accepts a valid form and sends what the server stores (trimmed name, bare 10-digit phone)', () => {
    expect(validateProfileForm(valid)).toEqual({
      ok: true,
      body: { fullName: 'Asha Verma', phone: '9876543210', gender: 'female', profilePic: '' },
    });
  });

  it('needs a name, as the server does', () => {
    expect(validateProfileForm({ ...valid, fullName: '   ' })).toEqual({
      ok: false,
      errors: { fullName: 'Name is required' },
    });
  });

  it('needs a 10-digit Indian mobile number', () => {
    expect(validateProfileForm({ ...valid, phone: '' })).toEqual({ ok: false, errors: { phone: 'Phone is required' } });
    for (const phone of ['12345', '98765432101', '5876543210', 'abcdefghij']) {
      expect(validateProfileForm({ ...valid, phone })).toEqual({ ok: false, errors: { phone: 'Phone is invalid' } });
    }
  });

  it('reports every wrong field at once', () => {
    const result = validateProfileForm({ fullName: '', phone: '1', gender: 'female', profilePic: '' });
    expect(result).toEqual({ ok: false, errors: { fullName: 'Name is required', phone: 'Phone is invalid' } });
  });

  it('accepts only uploaded pictures', () => {
    expect(validateProfileForm({ ...valid, profilePic: '/uploads/user/abc.webp' }).ok).toBe(true);
    expect(validateProfileForm({ ...valid, profilePic: 'javascript:alert(1)' }).ok).toBe(false);
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
  });

  it('refuses images the server would refuse', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
  });
});
