import { listAccountAlerts } from '../../domain/alerts/list-account-alerts';
import type { Route } from './+types/alerts';
import { AlertCard } from '../components/alerts/alert-card';
import { AlertsEmptyState } from '../components/alerts/alerts-empty-state';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
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
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('alerts.title'),
    description: t('alerts.metaDescription'),
    path: '/alerts',
    noindex: true,
  });
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { alerts } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('alerts.title')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('alerts.intro')}</p>
      <div className="mt-6">
        {alerts.length === 0 ? (
          <AlertsEmptyState />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('alerts.listLabel')}>
            {alerts.map((alert) => (
              <AlertCard key={alert._id} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
