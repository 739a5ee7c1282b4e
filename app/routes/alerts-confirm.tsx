import type { Route } from './+types/alerts-confirm';
import { AlertLinkAction } from '../components/alerts/alert-link-action';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { api } from '../lib/api';
import { pageMeta } from '../lib/seo';

/**
 * /alerts/confirm/{token} (ADR 0056): the link mailed to a guest who asked to hear when a product is back. One button
 * confirms the alert (POST /api/alerts/confirm); nothing is mailed to the address before that, and opening the page
 * confirms nothing. A used or unknown link gets the server's message.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { token: params.token };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('alerts.confirm.title'),
    description: t('alerts.confirm.metaDescription'),
    path: '/alerts/confirm',
    noindex: true,
  });
}

export default function AlertsConfirmPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { token } = loaderData;
  return (
    <AlertLinkAction
      heading={t('alerts.confirm.title')}
      intro={t('alerts.confirm.intro')}
      button={t('alerts.confirm.button')}
      kind="confirm"
      run={async () => {
        const res = await api('alerts/confirm', { method: 'POST', body: { token } });
        return { message: res.message };
      }}
    />
  );
}
