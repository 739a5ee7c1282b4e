import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/catalogs.server';
import { translator } from '../../i18n/shop-i18n';
import {
  hasErrors,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './account-validation';

// The messages come from the page's catalog (issue 39): English as the spec words them, Hindi on a Hindi page.
const t = translator({ locale: 'en', messages: messagesFor('en') });
const hindi = translator({ locale: 'hi', messages: messagesFor('hi') });

const filledSignUp = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};

describe('account form checks (rule:account-messages)', () => {
  it('sign in: Email is required, Password is required', () => {
    expect(validateSignIn({ email: '', password: '' }, t)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: '   ', password: 'x' }, t)).toEqual({ email: 'Email is required' });
    expect(validateSignIn({ email: 'a@b.in', password: 'x' }, t)).toEqual({});
  });

  it('sign in: a password of spaces is a password (taken as typed)', () => {
    expect(validateSignIn({ email: 'a@b.in', password: '   ' }, t)).toEqual({});
  });

  it('sign in has no email format check (rule:account-messages)', () => {
    expect(validateSignIn({ email: 'not-an-email', password: 'x' }, t)).toEqual({});
  });

  it('sign up: every message on an empty form', () => {
    expect(validateSignUp({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' }, t)).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
  });

  it('sign up: a different confirmation gives Passwords do not match; a complete form passes', () => {
    expect(validateSignUp({ ...filledSignUp, confirmPassword: 'Secret@124' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateSignUp(filledSignUp, t)).toEqual({});
  });

  it('sign up: no password length check in the browser (rule:account-messages; the server answers)', () => {
    expect(validateSignUp({ ...filledSignUp, password: 'a', confirmPassword: 'a' }, t)).toEqual({});
  });

  it('forgot password: Email is required', () => {
    expect(validateForgotPassword({ email: ' ' }, t)).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'a@b.in' }, t)).toEqual({});
  });

  it('reset password: its three messages', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: '' }, t)).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateResetPassword({ newPassword: 'NewPass!1', confirmPassword: 'NewPass!2' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateResetPassword({ newPassword: 'NewPass!1', confirmPassword: 'NewPass!1' }, t)).toEqual({});
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(validateSignUp({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' }, hindi)).toEqual({
      fullName: 'नाम डालना ज़रूरी है',
      email: 'ईमेल डालना ज़रूरी है',
      phone: 'फ़ोन नंबर डालना ज़रूरी है',
      password: 'पासवर्ड डालना ज़रूरी है',
      confirmPassword: 'अपना पासवर्ड दोबारा डालें',
    });
    expect(validateResetPassword({ newPassword: 'NewPass!1', confirmPassword: 'NewPass!2' }, hindi)).toEqual({
      confirmPassword: 'दोनों पासवर्ड एक जैसे नहीं हैं',
    });
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Email is required' })).toBe(true);
  });
});
