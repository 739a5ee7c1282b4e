import { Link } from 'react-router';
import type { Route } from './+types/customer';
import { getCustomer } from '../../../domain/customers/get-customer';
import { genderLabel } from '../../../domain/shared/account-rules';
import { formatCount, formatRupees } from '../../../domain/shared/money';
import { AccountBadges } from '../../components/admin/customers/account-badges';
import { CustomerAccess } from '../../components/admin/customers/customer-access';
import { CustomerOrdersTable } from '../../components/admin/customers/customer-orders-table';
import { RatingText } from '../../components/admin/rating-text';
import { formatDate } from '../../lib/format';
import { loadByIdOr404 } from '../../lib/http';
import { requireStaff } from '../../lib/require-staff';

/**
 * /admin/customers/{id} (rule:admin-customers, rule:disabled-accounts): the profile, orders with their totals,
 * lifetime value and reviews (hidden ones marked), and the Disable or Enable button. Unknown and malformed ids
 * are the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const db = args.context.shop.db;
  const customer = await loadByIdOr404(args.params.id, (id) => getCustomer(db, id));
  return { customer, staffId: staff.id };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.customer.profile.fullName} · Customers · Back office` : 'Customer not found';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

const cardClass = 'rounded-lg border border-gray-200 bg-white p-4';

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { customer, staffId } = loaderData;
  const { profile } = customer;
  return (
    <section className="space-y-4">
      <Link to="/admin/customers" className="text-sm text-blue-700 underline">
        ← All customers
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{profile.fullName}</h1>
        <AccountBadges role={profile.role} disabledAt={profile.disabledAt} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="profile-heading" className={cardClass}>
            <h2 id="profile-heading" className="mb-2 text-base font-semibold text-gray-900">
              Profile
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-gray-600">Email</dt>
              <dd className="break-all">
                <a href={`mailto:${profile.email}`} className="text-blue-700 underline">
                  {profile.email}
                </a>
              </dd>
              <dt className="text-gray-600">Phone</dt>
              <dd>
                {profile.phone ? (
                  <a href={`tel:+91${profile.phone}`} className="text-blue-700 underline">
                    {profile.phone}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
              <dt className="text-gray-600">Gender</dt>
              <dd>{genderLabel(profile.gender)}</dd>
              <dt className="text-gray-600">Joined</dt>
              <dd>{formatDate(profile.createdAt)}</dd>
              <dt className="text-gray-600">Role</dt>
              <dd>{profile.role === 'admin' ? 'Staff' : 'Shopper'}</dd>
            </dl>
          </section>
          <section aria-labelledby="access-heading" className={cardClass}>
            <h2 id="access-heading" className="mb-2 text-base font-semibold text-gray-900">
              Account access
            </h2>
            <CustomerAccess
              customerId={profile.id}
              fullName={profile.fullName}
              disabledAt={profile.disabledAt}
              isStaff={profile.role === 'admin'}
              isSelf={profile.id === staffId}
            />
          </section>
        </div>
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="orders-heading" className={cardClass}>
            <h2 id="orders-heading" className="text-base font-semibold text-gray-900">
              Orders
            </h2>
            <p className="mb-2 text-sm text-gray-700" data-testid="customer-figures">
              {formatCount(customer.orderCount)} {customer.orderCount === 1 ? 'order' : 'orders'} ·{' '}
              {formatCount(customer.deliveredCount)} delivered · lifetime value{' '}
              <strong className="text-gray-900">{formatRupees(customer.lifetimeValue, 2)}</strong>
            </p>
            {customer.orders.length > 0 ? (
              <CustomerOrdersTable orders={customer.orders} />
            ) : (
              <p className="text-sm text-gray-700">No orders yet.</p>
            )}
            {customer.orderCount > customer.orders.length ? (
              <p className="mt-2 text-xs text-gray-600">
                The newest {customer.orders.length} of {formatCount(customer.orderCount)} orders.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="reviews-heading" className={cardClass}>
            <h2 id="reviews-heading" className="mb-2 text-base font-semibold text-gray-900">
              Reviews ({formatCount(customer.reviewCount)})
            </h2>
            {customer.reviews.length === 0 ? (
              <p className="text-sm text-gray-700">No reviews.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {customer.reviews.map((r) => (
                  <li key={r.id} className="py-2 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`/product/${r.productId}`} className="font-medium text-blue-700 hover:underline">
                        {r.productTitle}
                      </Link>
                      <RatingText value={r.rating} />
                      {r.hidden ? (
                        <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900">
                          Hidden
                        </span>
                      ) : null}
                      <span className="text-xs text-gray-600">{formatDate(r.createdAt)}</span>
                    </div>
                    <p className="mt-1 break-words text-gray-800">{r.comment}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
