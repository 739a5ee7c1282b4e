import type { PublicUser } from '../../../domain/views/accounts';
import { useT } from '../../i18n/shop-i18n';
import { genderText } from '../account/gender-text';

/** rule:profile-screen: role, email, phone and gender (the role is shown as text, not enforced). */
export function ProfileDetails({ user }: { user: PublicUser }) {
  const t = useT();
  const role =
    user.role === 'user' ? t('profile.role.user') : user.role === 'admin' ? t('profile.role.admin') : user.role;
  const rows = [
    { label: t('account.email'), value: user.email, testId: 'profile-email', className: '' },
    { label: t('account.phone'), value: user.phone || t('profile.notGiven'), testId: 'profile-phone', className: '' },
    { label: t('account.gender'), value: genderText(user.gender, t), testId: 'profile-gender', className: '' },
    { label: t('profile.role'), value: role, testId: 'profile-role', className: 'capitalize' },
  ];
  return (
    <dl className="divide-y divide-gray-100">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-gray-700">{row.label}</dt>
          <dd className={`break-words text-sm text-gray-900 sm:col-span-2 ${row.className}`} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
