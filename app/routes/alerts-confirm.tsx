import type { Route } from './+types/alerts-confirm';
import { AlertLinkAction } from '../components/alerts/alert-link-action';
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
  return pageMeta(matches, {
    title: 'Confirm your alert',
    description: 'Confirm the email alert you asked for.',
    path: '/alerts/confirm',
    noindex: true,
  });
}

export default function AlertsConfirmPage({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  return (
    <AlertLinkAction
      heading="Confirm your alert"
      intro="You asked us to email you when a product is back in stock. Confirm it, and we will write once, when it is."
      button="Confirm my alert"
      kind="confirm"
      run={async () => {
        const res = await api('alerts/confirm', { method: 'POST', body: { token } });
        return { message: res.message };
      }}
    />
  );
}
