import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WithCatalog } from '../../i18n/test-catalog';
import { UserMenu } from './user-menu';

afterEach(cleanup);

function openMenu(user: Parameters<typeof UserMenu>[0]['user']) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <WithCatalog>
          <UserMenu user={user} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  // Inside act, so the menu's effects run now rather than after a frame, when this file's document may be gone.
  act(() => {
    fireEvent.click(screen.getByTestId('user-menu-button'));
  });
  return screen.getByTestId('user-menu');
}

const linkNames = (menu: HTMLElement) =>
  [...menu.querySelectorAll('a, button')].map((node) => node.textContent?.trim());

describe('UserMenu (rule:user-menu, rule:staff-only)', () => {
  it('shows staff an Admin link to /admin', () => {
    const menu = openMenu({ fullName: 'Shop Admin', email: 'admin@shop.test', role: 'admin' });
    expect(linkNames(menu)).toEqual(['Profile', 'Orders', 'Saved for later', 'Alerts', 'Admin', 'Logout']);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows a shopper no Admin link, and a guest only Login', () => {
    const menu = openMenu({ fullName: 'Asha Verma', email: 'demo@shop.test', role: 'user' });
    expect(linkNames(menu)).toEqual(['Profile', 'Orders', 'Saved for later', 'Alerts', 'Logout']);
    cleanup();
    expect(linkNames(openMenu(null))).toEqual(['Login']);
  });

  it('speaks Hindi on a Hindi page, its links staying in Hindi', () => {
    const Stub = createRoutesStub([
      {
        path: '/hi',
        Component: () => (
          <WithCatalog locale="hi">
            <UserMenu user={{ fullName: 'Asha Verma', email: 'demo@shop.test', role: 'user' }} />
          </WithCatalog>
        ),
      },
    ]);
    render(<Stub initialEntries={['/hi']} />);
    act(() => {
      fireEvent.click(screen.getByTestId('user-menu-button'));
    });
    expect(linkNames(screen.getByTestId('user-menu'))).toEqual([
      'प्रोफ़ाइल',
      'ऑर्डर',
      'बाद के लिए सहेजे गए',
      'अलर्ट',
      'लॉग आउट',
    ]);
    expect(screen.getByRole('link', { name: 'ऑर्डर' }).getAttribute('href')).toBe('/hi/orders');
  });
});
