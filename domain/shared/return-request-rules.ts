/**
 * A shopper's request to return a delivered line or exchange it for another size, and its life after
 * (rule:return-requests, ADR 0058). Browser-safe: the order page's form and the back office's queue use the same lists
 * and sentences as the server's checks (ADR 0017).
 */

export const returnKinds = ['return', 'exchange'] as const;
export type ReturnKind = (typeof returnKinds)[number];

/** Why the shopper sends it back: the list. `other` needs the shopper's own words. */
export const returnReasons = ['wrong-size', 'damaged', 'not-as-shown', 'changed-mind', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnReasonLabels: Record<ReturnReason, string> = {
  'wrong-size': 'Wrong size',
  damaged: 'Damaged or defective',
  'not-as-shown': 'Not as shown',
  'changed-mind': 'Changed my mind',
  other: 'Other',
};
/** A damaged item needs at least one photo, so the shop can judge it before sending a courier. */
export const maxReturnPhotos = 3;
export const maxReturnNoteLength = 500;

/**
 * Where a request stands. Requested, then Approved or Rejected; then the pickup (scheduled, done), the check at the
 * warehouse (Received), and the end: Refunded for a return, Exchange shipped then Exchange delivered for an exchange.
 * The shopper may cancel until the courier has picked the item up.
 */
export const returnStatuses = [
  'Requested',
  'Approved',
  'Rejected',
  'Cancelled',
  'Pickup scheduled',
  'Picked up',
  'Received',
  'Refunded',
  'Exchange shipped',
  'Exchange delivered',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** Statuses after which nothing more happens to the request. */
export const finalReturnStatuses: readonly ReturnStatus[] = ['Rejected', 'Cancelled', 'Refunded', 'Exchange delivered'];
/** A request in these still holds its units of the line: another request may not ask for them too. */
export const releasedReturnStatuses: readonly ReturnStatus[] = ['Rejected', 'Cancelled'];
/** The shopper may cancel while the item has not left their hands. */
export const shopperCancellableStatuses: readonly ReturnStatus[] = ['Requested', 'Approved', 'Pickup scheduled'];

/** What the staff member must give with a move. */
export interface ReturnTransition {
  from: ReturnStatus;
  to: ReturnStatus;
  /** Only for this kind of request. */
  kind?: ReturnKind;
  needsReason?: boolean;
  /** A courier of the shop's and its AWB (air waybill) number. */
  needsCourier?: boolean;
  /** Whether the item came back fit to sell again or damaged. */
  needsCheck?: boolean;
  /** The refund's UTR or reference. */
  needsRefundReference?: boolean;
}

/** The staff moves (rule:return-requests). The shopper's only move is a cancel (`shopperCancellableStatuses`). */
export const returnTransitions: readonly ReturnTransition[] = [
  { from: 'Requested', to: 'Approved' },
  { from: 'Requested', to: 'Rejected', needsReason: true },
  { from: 'Approved', to: 'Pickup scheduled', needsCourier: true },
  { from: 'Pickup scheduled', to: 'Picked up' },
  { from: 'Picked up', to: 'Received', needsCheck: true },
  { from: 'Received', to: 'Refunded', kind: 'return', needsRefundReference: true },
  { from: 'Received', to: 'Exchange shipped', kind: 'exchange', needsCourier: true },
  { from: 'Exchange shipped', to: 'Exchange delivered', kind: 'exchange' },
];

export function findReturnTransition(from: ReturnStatus, to: ReturnStatus, kind: ReturnKind) {
  return returnTransitions.find((t) => t.from === from && t.to === to && (!t.kind || t.kind === kind));
}

/** The moves staff may make now, for the queue's buttons. */
export function nextReturnStatuses(from: ReturnStatus, kind: ReturnKind): ReturnStatus[] {
  return returnTransitions.filter((t) => t.from === from && (!t.kind || t.kind === kind)).map((t) => t.to);
}

export const returnCheckResults = ['sellable', 'damaged'] as const;
export type ReturnCheckResult = (typeof returnCheckResults)[number];

// ------------------------------------------------------------------------------------------------ refund details

export const refundMethods = ['upi', 'bank'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** A UPI ID: a handle, @, and the bank's or app's name (name@okhdfcbank, 9876543210@ybl). */
export const upiIdPattern = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An IFSC: four letters of the bank, a zero, and six letters or digits of the branch (HDFC0001234). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const bankAccountPattern = /^\d{9,18}$/;

/** How a UPI ID is shown once entered: the first two characters, then dots, then the handle (ra••••@okhdfcbank). */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  const name = upiId.slice(0, at);
  return `${name.slice(0, 2)}••••${upiId.slice(at)}`;
}

/** How an account is shown once entered: its last four digits and its IFSC (••••1234, HDFC0001234). */
export function maskBankAccount(accountNumber: string, ifsc: string): string {
  return `A/c ••••${accountNumber.slice(-4)}, ${ifsc}`;
}

/** The human number of a request, on the order page, the queue and the mails. */
export const returnRequestLabel = (requestNumber: number): string => `R-${requestNumber}`;
