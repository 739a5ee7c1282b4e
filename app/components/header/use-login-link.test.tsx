import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginLink } from './use-login-link';

afterEach(cleanup);

function Probe() {
  return <output data-testid="login-link">{useLoginLink()}</output>;
}

function loginLinkAt(entry: string): string | null {
  const Stub = createRoutesStub([{ path: '*', Component: Probe }]);
  render(<Stub initialEntries={[entry]} />);
  const link = screen.getByTestId('login-link').textContent;
  cleanup();
  return link;
}

describe('useLoginLink (rule:return-after-sign-in, ADR 0059)', () => {
  it('brings the shopper back to the page they were on', () => {
    expect(loginLinkAt('/')).toBe('/login');
    expect(loginLinkAt('/login?mode=signup')).toBe('/login');
    expect(loginLinkAt('/reset-password/abc')).toBe('/login');
    expect(loginLinkAt('/orders?page=2')).toBe('/login?redirectTo=%2Forders%3Fpage%3D2');
  });

  it('keeps a Hindi page in Hindi: /hi/login, back to the Hindi page', () => {
    expect(loginLinkAt('/hi')).toBe('/hi/login');
    expect(loginLinkAt('/hi/login')).toBe('/hi/login');
    expect(loginLinkAt('/hi/reset-password/abc')).toBe('/hi/login');
    expect(loginLinkAt('/hi/orders')).toBe('/hi/login?redirectTo=%2Fhi%2Forders');
  });
});
