import { useState } from 'react';
import { isResetTokenUsable } from '../../domain/auth/check-reset-token';
import type { Route } from './+types/reset-password';
import { ResetLinkExpired } from '../components/account/reset-link-expired';
import { ResetPasswordForm } from '../components/account/reset-password-form';
import { pageMeta } from '../lib/seo';
import { translatorFromMatches } from '../i18n/shop-i18n';

/**
 * rule:reset-password-screen (/reset-password/{id}, id is the reset token from the mail, rule:reset-links).
 * The loader looks the token up without using it, so a link that expired or was already used says so at once
 * instead of after the shopper has typed a new password twice.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await isResetTokenUsable(context.shop.db, params.token);
  return { token: params.token, usable };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('account.reset.title'),
    description: t('account.reset.subtitle'),
    path: '/reset-password',
    noindex: true,
  });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const [expired, setExpired] = useState(!loaderData.usable);
  if (expired) return <ResetLinkExpired />;
  return <ResetPasswordForm token={loaderData.token} onLinkExpired={() => setExpired(true)} />;
}
