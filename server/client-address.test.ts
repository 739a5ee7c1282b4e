import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './client-address';

/** A request as Node hands it to Fastify's genReqId: headers and the socket's peer. */
const request = (peer: string, id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress: peer } }) as IncomingMessage;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const nginxId = 'ffd997ce7ea0e4e6d322b3876da480fa';

describe('request ids (deploy/nginx, ADR 0053)', () => {
  it("takes the proxy's X-Request-Id from a private peer when TRUST_PROXY is a hop count", () => {
    const generate = requestIdGenerator(1);
    expect(generate(request('127.0.0.1', nginxId))).toBe(nginxId);
    expect(generate(request('::ffff:10.0.0.5', nginxId))).toBe(nginxId);
  });

  it('makes its own id for a client on the internet, without TRUST_PROXY, or for a header of another shape', () => {
    expect(requestIdGenerator(1)(request('203.0.113.9', nginxId))).toMatch(uuid);
    expect(requestIdGenerator(false)(request('127.0.0.1', nginxId))).toMatch(uuid);
    expect(requestIdGenerator(1)(request('127.0.0.1', 'evil\nline'))).toMatch(uuid);
    expect(requestIdGenerator(1)(request('127.0.0.1', 'x'.repeat(65)))).toMatch(uuid);
    expect(requestIdGenerator(1)(request('127.0.0.1'))).toMatch(uuid);
  });

  it('with a list of proxies, believes only those addresses', () => {
    const generate = requestIdGenerator(['10.0.0.2']);
    expect(generate(request('10.0.0.2', nginxId))).toBe(nginxId);
    expect(generate(request('10.0.0.3', nginxId))).toMatch(uuid);
  });

  it('gives every request an id of its own', () => {
    const generate = requestIdGenerator(false);
    expect(generate(request('127.0.0.1'))).not.toBe(generate(request('127.0.0.1')));
  });
});
