import { unsubscribeQuerySchema } from '../../domain/schemas/alerts';
import type { Route } from './+types/alerts-unsubscribe';
import { AlertLinkAction } from '../components/alerts/alert-link-action';
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
  return parsed.success
    ? { tokens: parsed.data.t.join(','), problem: null }
    : { tokens: '', problem: 'This unsubscribe link is not valid.' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Stop these alerts',
    description: 'Stop the alert emails of one mail.',
    path: '/alerts/unsubscribe',
    noindex: true,
  });
}

export default function AlertsUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { tokens, problem } = loaderData;
  const endpoint = `alerts/unsubscribe?t=${encodeURIComponent(tokens)}`;
  return (
    <AlertLinkAction
      heading="Stop these alerts"
      intro="We will stop emailing you about the products this mail was about. Other alerts stay as they are."
      button="Stop these alerts"
      kind="stop"
      fallbackAction={problem ? undefined : `/api/${endpoint}`}
      initialProblem={problem ?? undefined}
      run={async () => {
        const res = await api<{ titles: string[] }>(endpoint, { method: 'POST' });
        return {
          message: `${res.message} We will no longer email you about:`,
          items: res.data.titles,
        };
      }}
    />
  );
}
