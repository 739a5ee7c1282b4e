import type { OrderView } from '../../../domain/orders/load-order-views';

/** An order as the loaders hand it to the page (domain/orders/load-order-views.ts: plain JSON). */
export type Order = OrderView;
export type OrderLine = OrderView['orderItems'][number];
