import { z } from 'zod';
import { contactThanksMessage, submitContactMessage } from '../../../domain/contact/submit-contact-message';
import { contactBodySchema } from '../../../domain/schemas/contact';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

const contactResult = envelope(z.object({ message: z.string() }));

export default async function contactRoutes(app: App) {
  // POST contact-us (rule:api-contract): the page reads data.message, so the thanks text is both the
  // envelope's message and data.message. Public (guests write too), hence rate limited.
  app.post(
    '/contact-us',
    {
      config: limitPer(app, 5, '10 minutes'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: contactBodySchema,
        response: { 201: contactResult },
      },
    },
    async (request, reply) => {
      await submitContactMessage(app.db, request.body);
      return reply.status(201).send(ok({ message: contactThanksMessage }, contactThanksMessage));
    },
  );
}
