import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { LoginScreen } from './login-screen';

afterEach(cleanup);

function showLogin(path: string, locale: Locale) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <WithCatalog locale={locale}>
          <LoginScreen initialMode="signin" returnTo={null} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const messages = () => [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

describe('LoginScreen (rule:login-screen, rule:account-messages)', () => {
  it('says the spec’s words in English', () => {
    showLogin('/login', 'en');
    expect(title()).toBe('Welcome Back!');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    expect(messages()).toEqual(['Email is required', 'Password is required']);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    });
    expect(title()).toBe('Join Us Today!');
    expect(screen.getByTestId('sign-up-form').textContent).toContain('Create Account');
    expect(screen.getByText('Already have an account?', { exact: false })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page: titles, fields, messages and the strength meter', () => {
    showLogin('/hi/login', 'hi');
    expect(title()).toBe('आपका फिर से स्वागत है!');
    expect(screen.getByLabelText('ईमेल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    });
    expect(messages()).toEqual(['ईमेल डालना ज़रूरी है', 'पासवर्ड डालना ज़रूरी है']);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    });
    expect(title()).toBe('आज ही जुड़ें!');
    act(() => {
      fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'abcdeH1!' } });
    });
    expect(screen.getByTestId('password-strength').textContent).toContain('मज़बूती: मज़बूत');
    expect(screen.getByRole('radio', { name: 'महिला' })).toBeTruthy();
  });
});
