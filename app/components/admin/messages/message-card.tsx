import { contactReplyHref } from '../../../../domain/shared/contact-reply';
import type { AdminMessage } from '../../../../domain/views/admin-messages';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useStaffWrite } from '../use-staff-write';

/**
 * One contact-form message in the inbox (rule:contact-inbox): who sent it and how to reach them, when, what
 * they wrote, a Reply link that opens the staff member's mail program, and Mark handled or Mark new.
 */
export function MessageCard({ message }: { message: AdminMessage }) {
  const { send, busy } = useStaffWrite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const handled = message.handledAt !== null;
  const headingId = `message-${message.id}`;
  const digits = message.mobile.replace(/[^\d+]/g, '');
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 ${handled ? 'border-gray-200 bg-gray-50' : 'border-blue-200 bg-white'}`}
      data-testid="inbox-message"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {message.name}
        </h2>
        <time dateTime={message.createdAt} className="text-sm text-gray-700">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="break-all text-gray-800">{message.email}</span>
        <a href={`tel:${digits}`} className="text-blue-700 underline">
          {message.mobile}
        </a>
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-sm text-gray-900">{message.comment}</p>
      {handled && message.handledAt ? (
        <p className="mt-2 text-xs text-gray-700">
          Handled {message.handledBy ? `by ${message.handledBy.name || 'a former staff member'} ` : ''}on{' '}
          {formatDateTime(message.handledAt)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={contactReplyHref(message)}
          className="inline-flex min-h-10 items-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
          aria-label={`Reply to ${message.name} by email`}
        >
          Reply
        </a>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void send({
              path: `messages/${encodeURIComponent(message.id)}/${handled ? 'new' : 'handled'}`,
              body: {},
              fields: [],
            }).then((result) => setRefusal(result.errors?.form ?? null))
          }
          aria-label={`${handled ? 'Mark new' : 'Mark handled'}: the message from ${message.name}`}
          className="min-h-10 rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
        >
          {handled ? 'Mark new' : 'Mark handled'}
        </button>
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}
