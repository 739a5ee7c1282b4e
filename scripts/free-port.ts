import net from 'node:net';

/**
 * A port on 127.0.0.1 nothing listens on right now: the OS hands one out and it is closed again at once. For a server
 * that must name its real port before it starts (PUBLIC_URL, nginx's upstream), or a peer that is meant to be down.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.unref();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
