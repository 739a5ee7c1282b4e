import type { UserRole } from '../../../../domain/shared/account-rules';

/** Small labels beside a customer's name: Staff (rule:admin-customers) and Disabled (rule:disabled-accounts). */
export function AccountBadges({ role, disabledAt }: { role: UserRole; disabledAt: string | null }) {
  if (role !== 'admin' && disabledAt === null) return null;
  return (
    <span className="ml-2 inline-flex gap-1 align-middle">
      {role === 'admin' ? (
        <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">Staff</span>
      ) : null}
      {disabledAt !== null ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Disabled</span>
      ) : null}
    </span>
  );
}
