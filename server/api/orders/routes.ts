import type { App } from '../../types';

export default async function ordersRoutes(_app: App) {
  // Routes for this resource are added here.
}
