import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { hindiApiMessages } from './hindi';

/** The header a caller names the language of the messages it shows with (ADR 0059). */
export const messageLanguageHeader = 'x-shop-language';

/**
 * The message of an API answer in the caller's language (rule:shop-language): a caller that sends
 * `X-Shop-Language: hi` gets a message the Hindi list has in Hindi; every other part of the answer, and every answer
 * to any other caller, is as the contract says. Such an answer varies by the header, so no cache serves it to
 * another language.
 */
export function registerMessageLanguage(app: App) {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.headers[messageLanguageHeader] === undefined) return payload;
    reply.header('vary', messageLanguageHeader);
    if (request.headers[messageLanguageHeader] !== 'hi') return payload;
    const message = (payload as { message?: unknown } | null)?.message;
    const hindi = typeof message === 'string' ? hindiApiMessages[message] : undefined;
    return hindi ? { ...(payload as object), message: hindi } : payload;
  });
}
