import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, as the sign-in throttle keys it (rule:login-throttle,
 * ADR 0022): IPv4 by /24 ('203.0.113.0/24') and IPv6 by /64 ('2001:db8:1:2::/64'), the smallest
 * block one household, office or phone network is usually given, so an attacker cannot get a fresh
 * count by hopping addresses inside it. An IPv4 address written as IPv6 ('::ffff:203.0.113.7', as
 * dual-stack sockets report it) counts as the IPv4 address. Anything else is keyed as it is.
 */
export function clientSubnetOf(address: string): string {
  const plain = address.trim().toLowerCase();
  if (isIPv4(plain)) return ipv4Subnet(plain.split('.').map(Number));
  const v6 = plain.replace(/%.*$/, ''); // a zone id ('fe80::1%eth0') names an interface, not a network
  if (!isIPv6(v6)) return plain;
  const groups = ipv6Groups(v6);
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket; as a /64 it would lump every IPv4 client together.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return ipv4Subnet([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const ipv4Subnet = (octets: number[]) => `${octets.slice(0, 3).join('.')}.0/24`;

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, an IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
