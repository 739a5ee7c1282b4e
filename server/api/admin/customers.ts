import { getCustomer } from '../../../domain/customers/get-customer';
import { listCustomers } from '../../../domain/customers/list-customers';
import { setCustomerDisabled } from '../../../domain/customers/set-customer-disabled';
import { adminCustomersQuerySchema, customerAccessBodySchema } from '../../../domain/schemas/admin-customers';
import {
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  customerAccessSchema,
} from '../../../domain/views/admin-customers';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** The back office's customers (rule:admin-customers, rule:disabled-accounts). Guarded on /api/admin. */
export default async function adminCustomerRoutes(app: App) {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every account, newest first, paged, searched by name, email or phone; orders and lifetime value',
        querystring: adminCustomersQuerySchema,
        response: { 200: envelope(adminCustomerListSchema) },
      },
    },
    async (request) => ok(await listCustomers(app.db, request.query)),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer: profile, orders, lifetime value and reviews (hidden ones marked)',
        params: idParam,
        response: { 200: envelope(adminCustomerDetailSchema) },
      },
    },
    async (request) => ok(await getCustomer(app.db, request.params.id)),
  );

  for (const verb of ['disable', 'enable'] as const) {
    app.post(
      `/customers/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            verb === 'disable'
              ? "Disable a shopper's account: its sessions end at once and it cannot sign in (not staff, not yourself)"
              : 'Enable a disabled account again',
          params: idParam,
          body: customerAccessBodySchema,
          response: { 200: envelope(customerAccessSchema) },
        },
      },
      async (request) => {
        const disabled = verb === 'disable';
        const access = await setCustomerDisabled(
          app.db,
          currentUser(request).id,
          request.params.id,
          disabled,
          request.body,
        );
        return ok(access, disabled ? 'The account is disabled.' : 'The account is enabled.');
      },
    );
  }
}
