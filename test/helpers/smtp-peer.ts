/**
 * A real SMTP peer for mail tests (docs/testing.md): an smtp-server on a random local port that
 * keeps every message it accepts, so a test can read what the shop really sent over the wire.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  /** What to put in SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** The first message for this address, waiting up to 5 s for it. */
  waitFor(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * `refuse`: recipients the peer answers with 550, to test delivery failures. `port`: listen there (a
 * port the app was told about while nothing listened on it, to bring a mail server back); default any.
 */
export async function startSmtpPeer(
  options: { refuse?: (address: string) => boolean; port?: number } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;

  return {
    url: smtpUrlFor(port),
    received,
    async waitFor(to) {
      for (let i = 0; i < 250; i++) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the SMTP peer received nothing for ${to}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Quoted-printable bodies wrap long lines with "=\r\n" and encode bytes as "=XX" (UTF-8 for ₹). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A local port nothing listens on, for a mail server that is down. */
export { freePort } from '../../scripts/free-port';

/** SMTP_URL for a peer on `port` (plain SMTP on loopback). */
export const smtpUrlFor = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/**
 * The Subject header of a received mail as the shop wrote it: headers unfolded and RFC 2047 encoded words (which
 * nodemailer uses for anything outside ASCII, such as ₹) decoded.
 */
export function subjectOf(mail: ReceivedMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
