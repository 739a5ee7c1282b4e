import { listContactMessages } from '../../../domain/contact/list-contact-messages';
import { markContactMessage } from '../../../domain/contact/mark-contact-message';
import { adminMessagesQuerySchema } from '../../../domain/schemas/admin-messages';
import { adminMessageListSchema, adminMessageSchema } from '../../../domain/views/admin-messages';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** The contact inbox (rule:contact-inbox). Guarded on /api/admin. */
export default async function adminMessageRoutes(app: App) {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages, newest first: new, handled or all (new when left out), with tab counts',
        querystring: adminMessagesQuerySchema,
        response: { 200: envelope(adminMessageListSchema) },
      },
    },
    async (request) => ok(await listContactMessages(app.db, request.query)),
  );

  for (const mark of ['handled', 'new'] as const) {
    app.post(
      `/messages/:id/${mark}`,
      {
        schema: {
          tags: ['admin'],
          summary: mark === 'handled' ? 'Mark a message handled (by you, now)' : 'Mark a handled message new again',
          params: idParam,
          response: { 200: envelope(adminMessageSchema) },
        },
      },
      async (request) => {
        const handled = mark === 'handled';
        const message = await markContactMessage(app.db, currentUser(request).id, request.params.id, handled);
        return ok(message, handled ? 'Marked handled.' : 'Marked new.');
      },
    );
  }
}
