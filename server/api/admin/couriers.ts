import { createCourier } from '../../../domain/couriers/create-courier';
import { listCouriers } from '../../../domain/couriers/list-couriers';
import { updateCourier } from '../../../domain/couriers/update-courier';
import { createCourierBodySchema, updateCourierBodySchema } from '../../../domain/schemas/admin-couriers';
import { adminCourierListSchema, adminCourierSchema } from '../../../domain/views/admin-couriers';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** The couriers staff ship with and their tracking links (rule:courier-tracking). Guarded on /api/admin. */
export default async function adminCourierRoutes(app: App) {
  app.get(
    '/couriers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every courier, active or not, in the shop order',
        response: { 200: envelope(adminCourierListSchema) },
      },
    },
    async () => ok(await listCouriers(app.db)),
  );

  app.post(
    '/couriers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a courier (tracking link: empty or an https URL containing {tracking})',
        body: createCourierBodySchema,
        response: { 201: envelope(adminCourierSchema) },
      },
    },
    async (request, reply) => {
      const courier = await createCourier(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(courier, `${courier.name} added`));
    },
  );

  app.put(
    '/couriers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a courier's name, tracking link or whether it is offered",
        params: idParam,
        body: updateCourierBodySchema,
        response: { 200: envelope(adminCourierSchema) },
      },
    },
    async (request) => {
      const courier = await updateCourier(app.db, currentUser(request).id, request.params.id, request.body);
      return ok(courier, `${courier.name} saved`);
    },
  );
}
