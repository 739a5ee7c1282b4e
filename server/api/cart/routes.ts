import type { App } from '../../types';

export default async function cartRoutes(_app: App) {
  // Routes for this resource are added here.
}
