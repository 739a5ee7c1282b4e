import { Link } from 'react-router';
import type { Route } from './+types/messages';
import { listContactMessages } from '../../../domain/contact/list-contact-messages';
import { adminMessagesQuerySchema, type MessageStatus } from '../../../domain/schemas/admin-messages';
import { formatCount } from '../../../domain/shared/money';
import { MessageCard } from '../../components/admin/messages/message-card';
import { PageLinks } from '../../components/admin/page-links';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';

const tabs: { status: MessageStatus; label: string }[] = [
  { status: 'new', label: 'New' },
  { status: 'handled', label: 'Handled' },
  { status: 'all', label: 'All' },
];

/**
 * /admin/messages (rule:contact-inbox): the contact form's messages, newest first, on the New, Handled and All
 * tabs with their counts. A query the API would refuse shows the first page of new messages.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, problem } = parseListQuery(adminMessagesQuerySchema, args.request);
  return {
    inbox: await listContactMessages(args.context.shop.db, query),
    status: query.status,
    problem,
  };
}

export function meta() {
  return [{ title: 'Messages · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { inbox, status, problem } = loaderData;
  const empty = { new: 'No new messages.', handled: 'No handled messages.', all: 'No messages yet.' }[status];
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h1 id="messages-heading" className="text-2xl font-bold text-gray-900">
        Messages
      </h1>
      <nav aria-label="Message status" className="relative overflow-x-auto">
        <ul className="flex gap-1 border-b border-gray-200">
          {tabs.map((tab) => {
            const current = tab.status === status;
            return (
              <li key={tab.status}>
                <Link
                  to={`/admin/messages?status=${tab.status}`}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                    current ? 'border-blue-600 text-blue-700' : 'border-transparent text-gray-700 hover:text-gray-900'
                  }`}
                >
                  {tab.label}{' '}
                  <span className="ml-1 rounded-full bg-gray-100 px-2 text-xs text-gray-800">
                    {formatCount(inbox.counts[tab.status])}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing new messages instead.
        </p>
      ) : null}
      {inbox.items.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">{empty}</p>
      ) : (
        <div className="space-y-3">
          {inbox.items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </div>
      )}
      <PageLinks page={inbox.page} totalPages={inbox.totalPages} label="Message pages" />
    </section>
  );
}
