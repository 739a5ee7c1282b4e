/**
 * What the domain needs from the outside world, as interfaces. The server wires
 * real implementations (server/mail.ts); tests wire the same ones against real peers.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it when SMTP is configured. Never throws for delivery failures. */
  send(mail: OutgoingMail): Promise<void>;
}

/** Shop-wide settings the domain needs (a subset of server configuration). */
export interface ShopSettings {
  freeShippingThreshold: number;
  flatShippingFee: number;
  publicUrl: string;
  chatNumber: string;
  appStoreUrl: string;
}
