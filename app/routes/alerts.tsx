import { listAccountAlerts } from '../../domain/alerts/list-account-alerts';
import type { Route } from './+types/alerts';
import { AlertCard } from '../components/alerts/alert-card';
import { AlertsEmptyState } from '../components/alerts/alerts-empty-state';
import { requireShopper } from '../lib/require-shopper';
import { pageMeta } from '../lib/seo';

/**
 * /alerts (issue 37, ADR 0056): the signed-in shopper's live back-in-stock and price-drop alerts, newest first, each
 * with Stop. rule:sign-in-required: a guest goes to sign in and comes back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper({ request, context });
  return { alerts: await listAccountAlerts(context.shop.db, user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Alerts',
    description: 'The products we will email you about when they are back in stock or cheaper.',
    path: '/alerts',
    noindex: true,
  });
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Alerts</h1>
      <p className="mt-1 text-sm text-gray-700">We email you once when one of these is back in stock or cheaper.</p>
      <div className="mt-6">
        {alerts.length === 0 ? (
          <AlertsEmptyState />
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Your alerts">
            {alerts.map((alert) => (
              <AlertCard key={alert._id} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
