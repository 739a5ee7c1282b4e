import { buildCreditNote } from '../../../domain/invoices/build-credit-note';
import { getAdminReturn } from '../../../domain/returns/get-admin-return';
import { listAdminReturns } from '../../../domain/returns/list-admin-returns';
import { moveReturn } from '../../../domain/returns/move-return';
import { revealRefundDetails } from '../../../domain/returns/reveal-refund-details';
import { moveReturnsInBulk } from '../../../domain/returns/move-returns-in-bulk';
import {
  adminReturnsQuerySchema,
  bulkMoveReturnsBodySchema,
  moveReturnBodySchema,
} from '../../../domain/schemas/admin-returns';
import { returnRequestLabel } from '../../../domain/shared/return-request-rules';
import {
  adminReturnListSchema,
  adminReturnSchema,
  bulkReturnMoveAnswerSchema,
  refundDetailsViewSchema,
} from '../../../domain/views/returns';
import { creditNoteSchema } from '../../../domain/views/admin-invoices';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';
import { withOrderMail } from './with-order-mail';

/** The returns queue (rule:return-requests, ADR 0058). Guarded by the staff guard on /api/admin; every write audited. */
export default async function adminReturnRoutes(app: App) {
  app.get(
    '/returns',
    {
      schema: {
        tags: ['admin'],
        summary: 'Return and size exchange requests, newest first, paged, by status and search, with counts per status',
        querystring: adminReturnsQuerySchema,
        response: { 200: envelope(adminReturnListSchema) },
      },
    },
    async (request) => ok(await listAdminReturns(app.db, request.query)),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One return request with its order line, steps and the moves allowed now (refund details masked)',
        params: idParam,
        response: { 200: envelope(adminReturnSchema) },
      },
    },
    async (request) => ok(await getAdminReturn(app.db, request.params.id)),
  );

  app.post(
    '/returns/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a return request one step, from the status the staff member saw (409 if it moved)',
        params: idParam,
        body: moveReturnBodySchema,
        response: { 200: envelope(adminReturnSchema) },
      },
    },
    async (request) => {
      const moved = await withOrderMail(app, (deps) =>
        moveReturn(app.db, currentUser(request).id, request.params.id, request.body, deps),
      );
      return ok(
        await getAdminReturn(app.db, moved.id),
        `${returnRequestLabel(moved.requestNumber)} is now ${moved.status}`,
      );
    },
  );

  app.post(
    '/returns/bulk-status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject many requests, each in its own transaction; lists each outcome',
        body: bulkMoveReturnsBodySchema,
        response: { 200: envelope(bulkReturnMoveAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await withOrderMail(app, (deps) =>
        moveReturnsInBulk(app.db, currentUser(request).id, request.body, deps),
      );
      return ok(answer, `${answer.moved} moved, ${answer.refused} refused`);
    },
  );

  app.post(
    '/returns/:id/refund-details',
    {
      schema: {
        tags: ['admin'],
        summary: 'The refund details in full, to pay the refund; audited, and gone once the refund is paid',
        params: idParam,
        response: { 200: envelope(refundDetailsViewSchema) },
      },
    },
    async (request) => ok(await revealRefundDetails(app.db, currentUser(request).id, request.params.id)),
  );

  app.get(
    '/returns/:id/credit-note',
    {
      schema: {
        tags: ['admin'],
        summary: 'The GST credit note of a refunded return of an invoiced order (409 before the refund is recorded)',
        params: idParam,
        response: { 200: envelope(creditNoteSchema) },
      },
    },
    async (request) => ok(await buildCreditNote(app.db, request.params.id, app.settings.seller)),
  );
}
