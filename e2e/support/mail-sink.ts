/**
 * The e2e run's mail sink (docs/testing.md: mail through a real SMTP peer). start-server.ts
 * starts an smtp-server on a free local port in the server's own process and points SMTP_URL
 * at it; every message it receives is written, raw, to e2e/.run/<E2E_PORT>/mail/<time>-<random>.eml.
 * Specs read those files with waitForMail() and pull the reset link out with resetPathFrom().
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const mailDirFor = (port: string) => path.resolve('e2e/.run', port, 'mail');

/** Starts the SMTP peer (server side, before the shop is imported) and returns the SMTP_URL to use. */
export async function startMailSink(port: string): Promise<string> {
  const { SMTPServer } = await import('smtp-server');
  const dir = mailDirFor(port);
  fs.mkdirSync(dir, { recursive: true });
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make, and nodemailer is told not to ask (ignoreTLS).
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        // Time first, zero-padded, so names sort by arrival; written then renamed, so a reader never sees half a mail.
        const name = `${String(Date.now()).padStart(15, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
        const partial = path.join(dir, `.${name}.part`);
        fs.writeFileSync(partial, Buffer.concat(chunks));
        fs.renameSync(partial, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port: smtpPort } = smtp.server.address() as AddressInfo;
  return `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
}

/** Quoted-printable bodies wrap long lines with a soft break "=\r\n" and write "=" as "=3D". */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The headers of a raw message, unfolded, as lower-case name → value. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export interface ReceivedMail {
  file: string;
  subject: string;
  /**
   * The headers as sent, unfolded, by lower-case name. Not decoded: quoted-printable is a body encoding, and decoding
   * a header would read "=D8" in a link's token as a byte.
   */
  headers: Map<string, string>;
  /** The whole message, quoted-printable decoded: headers, text part and HTML part. */
  text: string;
}

/**
 * Waits (polling, up to `timeoutMs`) for the newest mail to `to` that arrived at or after
 * `since` (ms since epoch; pass Date.now() taken before the action that sends it).
 */
export async function waitForMail(to: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is set by playwright.config.ts');
  const dir = mailDirFor(port);
  const wanted = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((n) => n.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const name of names) {
      if (Number(name.split('-', 1)[0]) < since) break;
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const headers = headersOf(raw);
      if (!(headers.get('to') ?? '').toLowerCase().includes(wanted)) continue;
      return { file: name, subject: headers.get('subject') ?? '', headers, text: decodeQuotedPrintable(raw) };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The site path of the reset link in a mail: /reset-password/<token>. */
export function resetPathFrom(mail: ReceivedMail): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail ${mail.file}`);
  return `/reset-password/${match[1]}`;
}
