/**
 * Who the client is, for the rate limits (rule:client-address, ADR 0023): turns TRUST_PROXY into
 * Fastify's `trustProxy`. A list of proxy addresses goes to Fastify as it is. A hop count becomes a
 * function, because Fastify 5.12.1 and later ignore a bare number: a count alone cannot tell a proxy
 * from a client that reaches the shop directly and writes its own X-Forwarded-For. So the nearest
 * hop, the peer of the socket, must also have a private or loopback address; a client connecting
 * from the internet is then counted by its socket address whatever it claims.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Config } from './env';

/** The ranges of proxy-addr's `loopback`, `linklocal` and `uniquelocal`. */
const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  // A server listening on '::' sees IPv4 peers as IPv4-mapped IPv6 addresses.
  const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  const family = net.isIP(plain);
  if (family === 0) return false;
  return privateRanges.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyOption(setting: Config['TRUST_PROXY']): TrustProxy {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting;
  // Hop 0 is the socket's peer; hops 1..N-1 are addresses the trusted proxies wrote.
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}

/**
 * Request ids (deploy/nginx): the proxy sends each request's id in X-Request-Id, and the app logs it as the request's
 * `reqId`, so one id finds a request in nginx's log and in every process's. The header is taken only from a peer the
 * client address trusts too (an address TRUST_PROXY lists, or any private or loopback address when it is a hop
 * count), and only in a plain shape: anyone else gets an id of our own, so a client cannot write what the logs say.
 */
export function requestIdGenerator(setting: Config['TRUST_PROXY']) {
  // The same trust as the client address's: a listed proxy, or a private peer when TRUST_PROXY is a hop count.
  const fromProxy =
    setting === false
      ? () => false
      : Array.isArray(setting)
        ? (peer: string) => setting.includes(peer) || setting.includes(peer.replace(/^::ffff:/, ''))
        : (peer: string) => isPrivateAddress(peer);
  return (request: IncomingMessage): string => {
    const header = request.headers['x-request-id'];
    if (
      typeof header === 'string' &&
      /^[A-Za-z0-9-]{8,64}$/.test(header) &&
      fromProxy(request.socket.remoteAddress ?? '')
    ) {
      return header;
    }
    return crypto.randomUUID();
  };
}
