/**
 * The address the start-up log names (server.ts's "shop is ready at ..."): where the server really listens, read from
 * its socket (PORT=0 gets a port from the OS), as a URL to open in a browser on this machine.
 */
import type { AddressInfo } from 'node:net';

/** Every interface (HOST=0.0.0.0 or ::) includes the loopback one, which a browser here reaches as localhost. */
const everyInterface = new Set(['0.0.0.0', '::', '::0']);

export function listeningUrl({ address, family, port }: AddressInfo): string {
  if (everyInterface.has(address)) return `http://localhost:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
