import { z } from 'zod';
import { confirmAlert } from '../../../domain/alerts/confirm-alert';
import { listAccountAlerts } from '../../../domain/alerts/list-account-alerts';
import { notifyWhenAvailable } from '../../../domain/alerts/notify-when-available';
import { stopAccountAlert, stopAlertsByTokens } from '../../../domain/alerts/stop-alerts';
import {
  alertIdParamSchema,
  confirmAlertBodySchema,
  notifyBodySchema,
  unsubscribeQuerySchema,
} from '../../../domain/schemas/alerts';
import { accountAlertsSchema, notifyAnswerSchema, stoppedAlertsSchema } from '../../../domain/views/alerts';
import { inTransaction } from '../../../db/transaction';
import { currentUser } from '../../plugins/auth';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const notifyMessages = {
  subscribed: 'We will email you when it is back in stock.',
  'confirm-sent': 'Please check your email and confirm the alert. We will write only after that.',
} as const;

/**
 * Back-in-stock and price-drop alerts (ADR 0056): Notify me (a shopper, or a guest's confirmed email), the
 * confirmation of a guest's alert, the one-click unsubscribe of a mail's alerts (RFC 8058: mail clients POST
 * `List-Unsubscribe=One-Click` as a form), and a shopper's Alerts list. The mails themselves are sent by the sweep
 * (server/jobs/send-stock-alerts-job.ts).
 */
export default async function alertRoutes(app: App) {
  // Mail clients send the one-click unsubscribe as a form; its only field says what it is, the tokens are in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, { form: String(body).slice(0, 200) }),
  );

  app.post(
    '/alerts/notify',
    {
      onRequest: app.allowGuest,
      config: limitPer(app, 20, '1 hour'),
      schema: {
        tags: ['alerts'],
        summary:
          'Notify me when available: a signed-in shopper at once; a guest gives an email and confirms the link mailed',
        security,
        body: notifyBodySchema,
        response: { 200: envelope(notifyAnswerSchema) },
      },
    },
    async (request) => {
      const status = await inTransaction(app.db, (tx) =>
        notifyWhenAvailable(
          tx,
          {
            productId: request.body.productId,
            userId: request.auth?.user.id ?? null,
            email: request.auth ? null : (request.body.email ?? null),
          },
          app.config.PUBLIC_URL,
        ),
      );
      if (status === 'confirm-sent') app.mailer.wake();
      return ok({ status }, notifyMessages[status]);
    },
  );

  app.post(
    '/alerts/confirm',
    {
      config: limitPer(app, 30, '1 hour'),
      schema: {
        tags: ['alerts'],
        summary: "Confirm a guest's alert with the token from the mailed link",
        body: confirmAlertBodySchema,
        response: { 200: envelope(z.object({ productId: z.string(), productTitle: z.string() })) },
      },
    },
    async (request) => {
      const confirmed = await confirmAlert(app.db, request.body.token);
      return ok(confirmed, `Done. We will email you when ${confirmed.productTitle} is back in stock.`);
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      // Mail providers send one-click unsubscribes for many people from few addresses: a generous limit. The tokens
      // (256 random bits) are what protects it.
      config: limitPer(app, 600, '1 minute'),
      schema: {
        tags: ['alerts'],
        summary: "Stop the alerts of one mail (the link's tokens); also the List-Unsubscribe one-click target",
        querystring: unsubscribeQuerySchema,
        response: { 200: envelope(stoppedAlertsSchema) },
      },
    },
    async (request) => {
      const stopped = await stopAlertsByTokens(app.db, request.query.t);
      return ok(stopped, 'You will get no more of these alerts.');
    },
  );

  app.get(
    '/alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: "The signed-in shopper's live alerts",
        security,
        response: { 200: envelope(accountAlertsSchema) },
      },
    },
    async (request) => ok({ alerts: await listAccountAlerts(app.db, currentUser(request).id) }, 'Alerts fetched'),
  );

  app.delete(
    '/alerts/:alertId',
    {
      onRequest: app.requireUser,
      config: limitPer(app, 120, '1 minute'),
      schema: {
        tags: ['alerts'],
        summary: 'Stop one of your alerts',
        security,
        params: alertIdParamSchema,
        response: { 200: envelope(accountAlertsSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await stopAccountAlert(app.db, userId, request.params.alertId);
      return ok({ alerts: await listAccountAlerts(app.db, userId) }, 'Alert stopped');
    },
  );
}
