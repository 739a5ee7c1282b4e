/**
 * What the domain needs from the outside world, as interfaces. The server wires
 * real implementations (server/mail.ts); tests wire the same ones against real peers.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe on alert mail (ADR 0056). */
  headers?: Record<string, string>;
  /** What the mail is about, for counting ('stock-alert', 'price-alert'). */
  kind?: string;
}

/**
 * The mail outbox (rule:mail-delivery, ADR 0024). `Db` is the database or an open transaction
 * (db/client's `DbOrTx`); this file imports nothing, so users of the port name it.
 */
export interface Mailer<Db> {
  /**
   * Queues the mail in the outbox through `db`. Pass the caller's open transaction, so the mail commits
   * (or rolls back) with what it reports. A worker delivers it later: this never waits for SMTP and never
   * fails for a delivery problem.
   */
  send(db: Db, mail: OutgoingMail): Promise<void>;
  /**
   * Wakes this process's delivery worker. `send` does so itself; a caller that queued mail inside a
   * transaction calls it again once that transaction has committed, so the mail leaves at once rather
   * than at the next poll.
   */
  wake(): void;
}

/** Shop-wide settings the domain needs (a subset of server configuration). */
export interface ShopSettings {
  freeShippingThreshold: number;
  flatShippingFee: number;
  publicUrl: string;
  chatNumber: string;
  appStoreUrl: string;
  /** rule:quantity-limits: units of one product one order may take, over all its lines. */
  maxUnitsPerProduct: number;
  /** rule:open-cod-orders: cash-on-delivery orders still Placed, per account and per phone. */
  maxOpenCodOrders: number;
  /** rule:cod-order-ceiling: the largest cash-on-delivery order total, in rupees. */
  maxCodOrderRupees: number;
  /** rule:gst-invoice: the seller on invoices and the invoice number's prefix. */
  seller: { legalName: string; address: string; gstin: string; state: string };
  invoicePrefix: string;
  /** rule:stock-ledger: the default low-stock threshold. */
  lowStockThreshold: number;
}

/** An image as stored: the bytes, their type and a validator for conditional requests. */
export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
  /** A quoted HTTP entity tag. */
  etag: string;
  modifiedAt: Date;
}

/**
 * Where image bytes live (UPLOAD_STORAGE, ADR 0025): `disk`, a folder of this machine served as
 * static files, `database`, a table every app process sees, or `s3`, a bucket of an object store (S3 and
 * the compatible ones) that processes on many machines share (ADR 0052). A key is the path under /uploads/
 * ('user/<hex>.webp', 'catalog/<name>.webp') and names content that never changes.
 */
export interface ImageStore {
  readonly kind: 'disk' | 'database' | 's3';
  /** Stores the bytes unless the key exists (an existing key is left as it is); true when this call stored them. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /** Which of these keys are stored (the seed skips the pictures it drew before). */
  existing(keys: readonly string[]): Promise<Set<string>>;
  /** The image, or null when the key is not stored (or is not a key at all). */
  get(key: string): Promise<StoredImage | null>;
  /** Deletes the keys; a key that is not stored is no error. */
  remove(keys: readonly string[]): Promise<void>;
}
