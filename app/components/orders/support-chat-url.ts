import { chatUrl } from '../shop/chat-button';

/**
 * Contact Support on the order page opens the shop's chat (rule:configurable-links) like the
 * floating chat button, with a greeting that names the order so support can find it at once.
 */
export function supportChatUrl(chatNumber: string, greeting: string): string {
  const url = new URL(chatUrl(chatNumber));
  url.searchParams.set('text', greeting);
  return url.toString();
}
