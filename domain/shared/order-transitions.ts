/**
 * The order state machine (rule:order-state-machine, ADR 0028): the only place that knows which
 * status may follow which, and what each move needs. Browser-safe (ADR 0017), so the back office
 * offers only the moves this table allows; domain/orders/move-order-status.ts enforces it on the
 * server, and the shopper's cancel (domain/orders/cancel-order.ts) asks it too.
 *
 *   Placed ──confirm──▶ Processing ──ship──▶ In Transit ──deliver──▶ Delivered
 *     │                    │                    │
 *     └──cancel──▶ Cancelled ◀──cancel──┘        └──return (RTO)──▶ Returned
 */
import type { OrderStatus } from './order-rules';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  /** The button a staff member presses. */
  label: string;
  /** A reason is required (a cancel or a return says why). */
  needsReason: boolean;
  /** Courier name and tracking number are required (shipping). */
  needsShipment: boolean;
  /** The order's units go back on the shelf. */
  returnsStock: boolean;
}

export const orderTransitions: readonly OrderTransition[] = [
  { from: 'Placed', to: 'Processing', label: 'Confirm', needsReason: false, needsShipment: false, returnsStock: false },
  { from: 'Processing', to: 'In Transit', label: 'Ship', needsReason: false, needsShipment: true, returnsStock: false },
  {
    from: 'In Transit',
    to: 'Delivered',
    label: 'Mark delivered',
    needsReason: false,
    needsShipment: false,
    returnsStock: false,
  },
  { from: 'Placed', to: 'Cancelled', label: 'Cancel', needsReason: true, needsShipment: false, returnsStock: true },
  { from: 'Processing', to: 'Cancelled', label: 'Cancel', needsReason: true, needsShipment: false, returnsStock: true },
  {
    from: 'In Transit',
    to: 'Returned',
    label: 'Mark returned (RTO)',
    needsReason: true,
    needsShipment: false,
    returnsStock: true,
  },
];

/** The move from one status to another, or undefined when the machine does not allow it. */
export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return orderTransitions.find((t) => t.from === from && t.to === to);
}

/** The moves a staff member may make from a status, in the table's order. */
export function transitionsFrom(from: OrderStatus): OrderTransition[] {
  return orderTransitions.filter((t) => t.from === from);
}

/** Statuses no move leaves: the order's story is over. */
export const finalStatuses: readonly OrderStatus[] = ['Delivered', 'Cancelled', 'Returned'];

/** What a staff member records after a confirmation call (rule:confirmation-queue). */
export const callOutcomes = ['confirmed', 'no_answer', 'asked_to_cancel'] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export const callOutcomeLabels: Record<CallOutcome, string> = {
  confirmed: 'Confirmed',
  no_answer: 'No answer',
  asked_to_cancel: 'Asked to cancel',
};

/** Why the courier could not deliver (rule:failed-delivery). */
export const deliveryFailureReasons = ['customer_unavailable', 'refused', 'wrong_address', 'other'] as const;
export type DeliveryFailureReason = (typeof deliveryFailureReasons)[number];
export const deliveryFailureLabels: Record<DeliveryFailureReason, string> = {
  customer_unavailable: 'Customer unavailable',
  refused: 'Refused',
  wrong_address: 'Wrong address',
  other: 'Other',
};
