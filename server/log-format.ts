/**
 * How the server's log reads (LOG_FORMAT in env.ts): one JSON object a line, pino's own output, for log shipping; or,
 * for a person at a terminal, pino-pretty's lines (time, level, message, then the other fields one a line). `auto`,
 * the default, is pretty when stdout is a terminal and JSON otherwise, so a service manager or a pipe gets JSON.
 * The pretty stream runs in this process, not as a pino transport: a transport is a worker thread that loads its
 * module by name, which the server bundle (ADR 0037) need not leave resolvable. Redaction (log-redaction.ts) happens
 * in pino, before either format writes a line.
 */
import { PinoPretty } from 'pino-pretty';
import type { Config } from './env';

export type LogFormat = 'json' | 'pretty';

/** The format LOG_FORMAT asks for; `auto` follows whether stdout is a terminal. */
export function chooseLogFormat(setting: Config['LOG_FORMAT'], stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'auto') return stdoutIsTerminal ? 'pretty' : 'json';
  return setting;
}

/** Control characters that could move a terminal's cursor or change its colours (pino-pretty strips the same). */
// eslint-disable-next-line no-control-regex
const terminalControl = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

interface RequestLog {
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/**
 * A request's log line on one line: "incoming request GET /products (req-1)", "request completed 200 in 12 ms
 * (req-1)", instead of its req and res objects spread over several lines. The URL is the masked one (log-redaction.ts).
 */
function messageWithRequest(log: Record<string, unknown>, messageKey: string): string {
  const { reqId, req, res, responseTime } = log as RequestLog;
  const parts = [String(log[messageKey] ?? '')];
  if (req?.method) parts.push(`${String(req.method)} ${String(req.url)}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`in ${Math.round(responseTime)} ms`);
  if (reqId) parts.push(`(${String(reqId)})`);
  return parts.join(' ').replace(terminalControl, '');
}

export interface LoggerOutput {
  /** Where the lines go: stdout unless a test collects them. */
  destination?: NodeJS.WritableStream;
  /** Colours for the pretty format (a terminal). */
  colorize?: boolean;
}

/** Pino options for buildApp (which adds the level, redaction and serializers to whichever). */
export function loggerOptions(format: LogFormat, { destination, colorize = false }: LoggerOutput = {}): object {
  if (format === 'json') return destination ? { stream: destination } : {};
  return {
    stream: PinoPretty({
      destination: destination ?? 1,
      // Written as logged, as pino writes JSON to stdout: nothing is lost when the process exits right after.
      sync: true,
      colorize,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: messageWithRequest,
    }),
  };
}
