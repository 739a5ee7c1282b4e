/**
 * React Router's own browser entry (`npx react-router reveal`): the page is hydrated by React in a transition, so
 * React yields to the browser between units of work and a tap is answered while a page hydrates
 * (docs/how-a-page-loads.md). Our one addition: cancelled requests are not reported as uncaught errors
 * (app/lib/cancelled-request-rejections.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreCancelledRequestRejections } from './lib/cancelled-request-rejections';

ignoreCancelledRequestRejections(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
