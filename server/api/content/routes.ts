import type { App } from '../../types';

export default async function contentRoutes(_app: App) {
  // Routes for this resource are added here.
}
