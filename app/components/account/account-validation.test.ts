import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './account-validation';

const filledSignUp = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
};

describe('account form checks (rule:account-messages)', () => {
  it('sign in: Email is required, Password is required', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(validateSignIn({ email: 'a@b.in', password: 'x' })).toEqual({});
  });

  it('sign in: a password of spaces is a password (taken as typed)', () => {
    expect(validateSignIn({ email: 'a@b.in', password: '   ' })).toEqual({});
  });

  it('sign in has no email format check (rule:account-messages)', () => {
    expect(validateSignIn({ email: 'not-an-email', password: 'x' })).toEqual({});
  });

  it('sign up: every message on an empty form', () => {
    expect(validateSignUp({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
  });

  it('sign up: a different confirmation gives Passwords do not match; a complete form passes', () => {
    expect(validateSignUp({ ...filledSignUp, confirmPassword: 'Secret@124' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateSignUp(filledSignUp)).toEqual({});
  });

  it('sign up: no password length check in the browser (rule:account-messages; the server answers)', () => {
    expect(validateSignUp({ ...filledSignUp, password: 'a', confirmPassword: 'a' })).toEqual({});
  });

  it('forgot password: Email is required', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'a@b.in' })).toEqual({});
  });

  it('reset password: its three messages', () => {
    expect(validateResetPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateResetPassword({ newPassword: 'NewPass!1', confirmPassword: 'NewPass!2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateResetPassword({ newPassword: 'NewPass!1', confirmPassword: 'NewPass!1' })).toEqual({});
  });

  it('hasErrors', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Email is required' })).toBe(true);
  });
});
