import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../domain/views/accounts';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDetails } from './profile-details';

afterEach(cleanup);

const user = { email: 'asha@example.in', phone: '', gender: 'female', role: 'user' } as unknown as PublicUser;

function show(locale: Locale) {
  render(
    <WithCatalog locale={locale}>
      <ProfileAvatar fullName="Asha Verma" profilePic="" />
      <ProfileDetails user={user} />
    </WithCatalog>,
  );
  return [...document.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

describe('ProfileDetails (rule:profile-screen)', () => {
  it('labels the account’s details in English', () => {
    expect(show('en')).toEqual(['Email: asha@example.in', 'Phone: Not given', 'Gender: Female', 'Role: user']);
    expect(screen.getByRole('img', { name: "Asha Verma's initials" })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(show('hi')).toEqual(['ईमेल: asha@example.in', 'फ़ोन: नहीं दिया गया', 'लिंग: महिला', 'भूमिका: ग्राहक']);
    expect(screen.getByRole('img', { name: 'Asha Verma के नाम के पहले अक्षर' })).toBeTruthy();
  });
});
