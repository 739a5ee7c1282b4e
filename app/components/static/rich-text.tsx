import { Fragment, type ReactNode } from 'react';

/** What a tag's words become: a link, a bold phrase, a date. */
export type TagRenderer = (words: string) => ReactNode;

const tagPattern = /<([a-zA-Z]+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated message whose markup is written as tags around its words (`Open <orders>My Orders</orders> and choose
 * the order`), so each language puts the link or the bold phrase where its own word order wants it (ADR 0059: the
 * catalog's messages are text). Each tag's words are drawn by the renderer of its name; the rest stays text, so the
 * page reads exactly as the message says.
 */
export function richText(message: string, tags: Record<string, TagRenderer>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(tagPattern)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    const render = tags[match[1]!];
    parts.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

/** The `<b>` tag of a message: its words in bold. */
export const strong: TagRenderer = (words) => <strong>{words}</strong>;
