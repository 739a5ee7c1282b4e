import type { PublicUser } from '../../../domain/views/accounts';
import { genderLabel } from '../../../domain/shared/account-rules';

/** rule:profile-screen: role, email, phone and gender (the role is shown as text, not enforced). */
export function ProfileDetails({ user }: { user: PublicUser }) {
  const rows = [
    { label: 'Email', value: user.email, testId: 'profile-email', className: '' },
    { label: 'Phone', value: user.phone || 'Not given', testId: 'profile-phone', className: '' },
    { label: 'Gender', value: genderLabel(user.gender), testId: 'profile-gender', className: '' },
    { label: 'Role', value: user.role, testId: 'profile-role', className: 'capitalize' },
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
