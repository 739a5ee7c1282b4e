/**
 * The inbox's Reply link (rule:contact-inbox): a mailto: URL that opens the staff member's mail program addressed
 * to the sender, with a subject and a greeting. Browser-safe (ADR 0017).
 */

/**
 * Every part is percent-encoded (RFC 6068): the address around its '@' (a '?', '&' or '%' in it would otherwise
 * end the address or start a field), the subject and the body with %20 for spaces and %0D%0A for line breaks.
 */
export function contactReplyHref(message: { name: string; email: string }): string {
  const at = message.email.lastIndexOf('@');
  const address =
    at < 0
      ? encodeURIComponent(message.email)
      : `${encodeURIComponent(message.email.slice(0, at))}@${encodeURIComponent(message.email.slice(at + 1))}`;
  const subject = 'Re: your message to our shop';
  const body = `Hello ${message.name},\r\n\r\n`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
