/**
 * React Router's own browser entry (`npx react-router reveal`), unchanged: the page is hydrated by React in a
 * transition, so React yields to the browser between units of work and a tap is answered while a page hydrates
 * (docs/how-a-page-loads.md).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
