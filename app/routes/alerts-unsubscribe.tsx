import { unsubscribeQuerySchema } from '../../domain/schemas/alerts';
import type { Route } from './+types/alerts-unsubscribe';
import { AlertLinkAction } from '../components/alerts/alert-link-action';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { api } from '../lib/api';
import { pageMeta } from '../lib/seo';

/**
 * /alerts/unsubscribe?t=... (ADR 0056), the "Stop these alerts" link of an alert mail: one button that stops the
 * mail's alerts (POST /api/alerts/unsubscribe, the tokens are the capability), then the products no longer mailed
 * about. Opening the page stops nothing, so a link scanner cannot unsubscribe anyone. A link that cannot be right
 * says so at once.
 */
export function loader({ request }: Route.LoaderArgs) {
  const t = new URL(request.url).searchParams.get('t') ?? '';
  const parsed = unsubscribeQuerySchema.safeParse({ t });
  return parsed.success ? { tokens: parsed.data.t.join(','), invalid: false } : { tokens: '', invalid: true };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('alerts.unsubscribe.title'),
    description: t('alerts.unsubscribe.metaDescription'),
    path: '/alerts/unsubscribe',
    noindex: true,
  });
}

export default function AlertsUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tokens, invalid } = loaderData;
  const endpoint = `alerts/unsubscribe?t=${encodeURIComponent(tokens)}`;
  return (
    <AlertLinkAction
      heading={t('alerts.unsubscribe.title')}
      intro={t('alerts.unsubscribe.intro')}
      button={t('alerts.unsubscribe.button')}
      kind="stop"
      fallbackAction={invalid ? undefined : `/api/${endpoint}`}
      initialProblem={invalid ? t('alerts.unsubscribe.invalid') : undefined}
      run={async () => {
        const res = await api<{ titles: string[] }>(endpoint, { method: 'POST' });
        return {
          message: t('alerts.unsubscribe.done', { message: res.message }),
          items: res.data.titles,
        };
      }}
    />
  );
}
