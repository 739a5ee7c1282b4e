import { MessageCircle } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';
import { useRootData } from '../../lib/root-data';

/** rule:chat-button: the chat link opens with a prefilled greeting. */
export const chatGreeting = 'Hello! I would like to know more about a product in your shop.';

/** rule:configurable-links: the chat (WhatsApp) number is configuration, digits only with the country code. */
export function chatUrl(chatNumber: string): string {
  return `https://wa.me/${encodeURIComponent(chatNumber)}?text=${encodeURIComponent(chatGreeting)}`;
}

/**
 * rule:chat-button: a floating chat-with-us button on every route, bottom right. It sits under the
 * header's panels (z-30 < z-50), so an open cart or menu covers it, and is small enough to
 * leave a page's own bottom actions reachable.
 */
export function ChatButton() {
  const t = useT();
  const { settings } = useRootData();
  return (
    <a
      href={chatUrl(settings.chatNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('shell.chat')}
      title={t('shell.chat')}
      data-testid="chat-button"
      className="fixed bottom-4 right-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg transition hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:bottom-6 sm:right-6"
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
    </a>
  );
}
