import { getDashboard } from '../../../domain/reports/get-dashboard';
import { getRtoRates } from '../../../domain/reports/get-rto-rates';
import { rtoQuerySchema } from '../../../domain/schemas/admin-reports';
import { dashboardSchema, rtoRatesSchema } from '../../../domain/views/admin-reports';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

/** The back office's reports (rule:admin-dashboard, rule:rto-rates). Guarded by the staff guard on /api/admin. */
export default async function adminReportRoutes(app: App) {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'The day at a glance: today, 7 and 30 India days, what stands now, 30 days of orders per day',
        response: { 200: envelope(dashboardSchema) },
      },
    },
    async () => ok(await getDashboard(app.db, app.settings)),
  );

  app.get(
    '/reports/rto',
    {
      schema: {
        tags: ['admin'],
        summary: 'Return-to-origin rates per courier and per PIN code over the last `days` days of shipping',
        querystring: rtoQuerySchema,
        response: { 200: envelope(rtoRatesSchema) },
      },
    },
    async (request) => ok(await getRtoRates(app.db, request.query.days)),
  );
}
