/**
 * Mixed shopper traffic against a shop's URL, for the cluster's fault suite (test/cluster/) and its bench
 * (bench/cluster.ts). Each virtual shopper signs in, then browses the home page, the product list, searches, product
 * pages, adds to the cart, reads their orders and places cash-on-delivery orders with an Idempotency-Key; one staff
 * member confirms placed orders. Every request is recorded with its status and nginx's request id.
 *
 * Each shopper sends from an address of its own on the loopback network (127.0.1.x), as shoppers on their own
 * phones do, so the per-address rate limits meet what they would meet in production. As a browser does (and as
 * Node's own documentation advises), a request on a reused keep-alive connection that the server closed at that
 * moment is sent again once; that resend is counted.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RequestRecord {
  /** When it was sent (ms since the epoch) and how long it took. */
  at: number;
  ms: number;
  kind: string;
  method: string;
  path: string;
  /** 0: no answer (the connection failed). */
  status: number;
  requestId?: string;
  retryAfter?: string;
  error?: string;
}

export interface Account {
  email: string;
  password: string;
  /** The loopback address it sends from. */
  address: string;
}

export interface OrderAttempt {
  key: string;
  shopper: string;
  productId: string;
  /** The order id once the shop acknowledged it (201). */
  orderId?: string;
  orderNumber?: number;
  /** The last refusal (4xx other than a retryable one), when the shop said no for good. */
  refused?: number;
  attempts: number;
  /** The last answer's status (0: none), for a report of what is still open. */
  lastStatus?: number;
  /** The last refusal's message, for the same report. */
  lastMessage?: string;
  /** Not sent again before this (ms since the epoch): the answer's Retry-After, or a second. */
  retryAt: number;
}

export interface StaffMove {
  orderId: string;
  status: number;
}

export interface TrafficOptions {
  baseUrl: string;
  shoppers: Account[];
  staff?: Account;
  productIds: string[];
  searchTerms: string[];
  /** Orders a shopper places at most while this traffic runs (the shop allows 10 an hour per account). */
  ordersPerShopper: number;
  /** A shopper's pause between two requests, at most (a random share of it). */
  thinkMs: number;
  /** Every shopper sends only this kind of request, one after another (bench/cluster.ts measures each route). */
  only?: RouteKind;
}

/** The shopper's requests, each with the share of a shopper's requests it takes in the mix. */
const routeShares = {
  'home page': 0.15,
  'product list': 0.1,
  search: 0.2,
  'product page': 0.15,
  product: 0.1,
  'add to cart': 0.12,
  'my orders': 0.08,
  'place order': 0.1,
} as const;
export type RouteKind = keyof typeof routeShares;
export const routeKinds = Object.keys(routeShares) as RouteKind[];

/** Where `kind`'s share of the rolls (0..1) ends, in the order of `routeShares`. */
function below(kind: RouteKind): number {
  let end = 0;
  for (const [name, share] of Object.entries(routeShares)) {
    end += share;
    if (name === kind) return end;
  }
  return 1;
}

/** A roll that picks `kind` in the shopper loop: the middle of its share. */
const rollFor = (kind: RouteKind) => below(kind) - routeShares[kind] / 2;

export const shippingAddress = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
};

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One HTTP request; a reset of a reused idle connection before any answer is sent again once. */
function send(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  onResend: () => void,
  timeoutMs = 30_000,
): Promise<Answer> {
  const attempt = (resent: boolean): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              headers: response.headers,
            }),
          );
          // The answer broke off after its headers (its process died mid-body): the headers still name the request.
          const broken = (err: Error) => reject(Object.assign(err, { headers: response.headers }));
          response.on('error', broken);
          response.on('aborted', () => broken(new Error('aborted')));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (err: NodeJS.ErrnoException) => {
        if (!resent && request.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) {
          onResend();
          attempt(true).then(resolve, reject);
        } else reject(err);
      });
      request.end(body);
    });
  return attempt(false);
}

export class ShopperTraffic {
  readonly records: RequestRecord[] = [];
  readonly orders: OrderAttempt[] = [];
  readonly staffMoves: StaffMove[] = [];
  /** Requests sent again after a keep-alive connection closed under them (see the file's comment). */
  resends = 0;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly agents = new Map<string, http.Agent>();
  private readonly tokens = new Map<string, string>();

  constructor(private readonly options: TrafficOptions) {}

  private agentFor(account: Account): http.Agent {
    let agent = this.agents.get(account.address);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: account.address } as http.AgentOptions);
      this.agents.set(account.address, agent);
    }
    return agent;
  }

  /** Sends one request as `account` and records it. */
  async request(
    account: Account,
    kind: string,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ): Promise<{ status: number; json: () => unknown; headers: http.IncomingHttpHeaders }> {
    const headers: Record<string, string> = {
      accept: method === 'GET' && !path.startsWith('/api/') ? 'text/html' : 'application/json',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const at = Date.now();
    const record: RequestRecord = { at, ms: 0, kind, method, path, status: 0 };
    this.records.push(record);
    try {
      const answer = await send(
        this.agentFor(account),
        new URL(path, this.options.baseUrl),
        method,
        headers,
        body,
        () => {
          this.resends++;
        },
      );
      record.status = answer.status;
      record.ms = Date.now() - at;
      const requestId = answer.headers['x-request-id'];
      if (typeof requestId === 'string') record.requestId = requestId;
      const retryAfter = answer.headers['retry-after'];
      if (typeof retryAfter === 'string') record.retryAfter = retryAfter;
      return { status: answer.status, json: () => JSON.parse(answer.body) as unknown, headers: answer.headers };
    } catch (err) {
      record.ms = Date.now() - at;
      record.error = (err as Error).message;
      const requestId = (err as { headers?: http.IncomingHttpHeaders }).headers?.['x-request-id'];
      if (typeof requestId === 'string') record.requestId = requestId;
      return { status: 0, json: () => ({}), headers: {} };
    }
  }

  /** Signs every account in (once; tokens are kept across runs of the same traffic). */
  async signIn(account: Account): Promise<string | undefined> {
    const known = this.tokens.get(account.email);
    if (known) return known;
    const answer = await this.request(account, 'sign in', 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    if (answer.status !== 200) return undefined;
    const token = (answer.json() as { data: { authToken: string } }).data.authToken;
    this.tokens.set(account.email, token);
    return token;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(Math.random() * items.length)]!;
  }

  /** Places (or settles) one order: the same Idempotency-Key until the shop answers for good. */
  async placeOrder(account: Account, token: string, order: OrderAttempt): Promise<void> {
    order.attempts++;
    const answer = await this.request(account, 'place order', 'POST', '/api/orders/place', {
      token,
      headers: { 'idempotency-key': order.key },
      body: {
        orderItems: [{ productId: order.productId, quantity: 1 }],
        shippingAddress,
        paymentMethod: 'COD',
      },
    });
    order.lastStatus = answer.status;
    if (answer.status !== 201 && answer.status !== 0) {
      try {
        order.lastMessage = String((answer.json() as { message?: unknown }).message);
      } catch {
        order.lastMessage = 'not JSON';
      }
    }
    // As a shopper's app does: wait what Retry-After says (a 503 while the database is away, a 429), else a second.
    const retryAfter = Number(answer.headers['retry-after']);
    order.retryAt = Date.now() + (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000);
    if (answer.status === 201) {
      const data = (answer.json() as { data: { _id: string; orderNumber?: number } }).data;
      order.orderId = data._id;
      if (data.orderNumber !== undefined) order.orderNumber = data.orderNumber;
    } else if (answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429) {
      // A refusal for good (out of stock, not serviceable...). 409: the same key is still running; 429: later.
      order.refused = answer.status;
    }
  }

  private async shopperLoop(account: Account) {
    const { productIds, searchTerms, thinkMs, ordersPerShopper } = this.options;
    let token = await this.signIn(account);
    let placed = 0;
    let pending: OrderAttempt | undefined;
    while (this.running) {
      if (!token) {
        await sleep(200);
        token = await this.signIn(account);
        continue;
      }
      const roll = this.options.only ? rollFor(this.options.only) : Math.random();
      const open = pending && !pending.orderId && pending.refused === undefined;
      if (open && Date.now() >= pending!.retryAt) {
        await this.placeOrder(account, token, pending!);
      } else if (roll < below('home page')) {
        await this.request(account, 'home page', 'GET', '/');
      } else if (roll < below('product list')) {
        await this.request(account, 'product list', 'GET', '/products?page=2');
      } else if (roll < below('search')) {
        const term = encodeURIComponent(this.pick(searchTerms));
        await this.request(account, 'search', 'GET', `/api/product?search=${term}&limit=20`);
      } else if (roll < below('product page')) {
        await this.request(account, 'product page', 'GET', `/product/${this.pick(productIds)}`);
      } else if (roll < below('product')) {
        await this.request(account, 'product', 'GET', `/api/product/${this.pick(productIds)}`);
      } else if (roll < below('add to cart')) {
        await this.request(account, 'add to cart', 'POST', '/api/cart/add', {
          token,
          body: { productId: this.pick(productIds), quantity: 1 },
        });
      } else if (roll < below('my orders')) {
        await this.request(account, 'my orders', 'GET', '/api/orders/my', { token });
      } else if (!open && placed < ordersPerShopper) {
        placed++;
        pending = {
          key: crypto.randomUUID(),
          shopper: account.email,
          productId: this.pick(productIds),
          attempts: 0,
          retryAt: 0,
        };
        this.orders.push(pending);
        await this.placeOrder(account, token, pending);
      } else {
        await this.request(account, 'profile', 'GET', '/api/auth/profile', { token });
      }
      await sleep(Math.random() * thinkMs);
    }
  }

  private async staffLoop(staff: Account) {
    let token = await this.signIn(staff);
    while (this.running) {
      if (!token) {
        await sleep(200);
        token = await this.signIn(staff);
        continue;
      }
      const list = await this.request(staff, 'staff: orders', 'GET', '/api/admin/orders?status=Placed&limit=10', {
        token,
      });
      const rows =
        list.status === 200
          ? ((list.json() as { data: { orders?: { _id?: string; id?: string }[] } }).data.orders ?? [])
          : [];
      const first = rows[0];
      const orderId = first?._id ?? first?.id;
      if (orderId) {
        const moved = await this.request(staff, 'staff: confirm', 'POST', `/api/admin/orders/${orderId}/status`, {
          token,
          body: { from: 'Placed', to: 'Processing' },
        });
        this.staffMoves.push({ orderId, status: moved.status });
      }
      await sleep(100 + Math.random() * 100);
    }
  }

  /** Starts every shopper (and the staff member). */
  start() {
    if (this.running) throw new Error('traffic is already running');
    this.running = true;
    this.loops = this.options.shoppers.map((account) => this.shopperLoop(account));
    if (this.options.staff) this.loops.push(this.staffLoop(this.options.staff));
  }

  /** Stops after the requests in flight. */
  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /**
   * Sends every order that has no final answer again with its own key, as a shopper's app does, until each is
   * acknowledged or refused (bounded).
   */
  async settleOrders(timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const open = this.orders.filter((order) => !order.orderId && order.refused === undefined);
      if (open.length === 0 || Date.now() > until) return open.length;
      for (const order of open) {
        if (Date.now() < order.retryAt) continue;
        const account = this.options.shoppers.find((shopper) => shopper.email === order.shopper)!;
        const token = await this.signIn(account);
        if (token) await this.placeOrder(account, token, order);
      }
      await sleep(250);
    }
  }

  /** Requests that failed: no answer, or a 5xx. */
  failures(since = 0, until = Number.POSITIVE_INFINITY): RequestRecord[] {
    return this.records.filter((r) => r.at >= since && r.at <= until && (r.status === 0 || r.status >= 500));
  }

  close() {
    for (const agent of this.agents.values()) agent.destroy();
  }
}
