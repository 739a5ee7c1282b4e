import type { App } from '../../types';

export default async function reviewsRoutes(_app: App) {
  // Routes for this resource are added here.
}
