/**
 * Hydration in steps (ADR 0043). Preact hydrates a page in one task; on a cheap phone that task is long enough to
 * hold back the shopper's first tap. Parts of the page that are not needed first (the footer, the floating buttons)
 * are wrapped in `HydrateLater`: while the page hydrates, the part suspends, so Preact keeps the server's markup for it
 * as it is, and once the rest of the page has hydrated the parts are hydrated one task each, in page order.
 *
 * A wrapped part must render exactly one root element: Preact 11 keeps only the first server node of a part that
 * suspends while it hydrates. After the first hydration (client navigations, a part first shown later) a part renders
 * at once. On the server, and in any render that is not the page's first hydration, nothing waits.
 */
import { Suspense, type ReactNode } from 'react';

interface Step {
  hydrated: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

/** True from `startHydrationInSteps` (the client entry, just before it hydrates) until the parts' turn comes. */
let firstHydration = false;

function Part({ step, children }: { step: Step; children: ReactNode }) {
  if (!step.hydrated) throw step.promise;
  return children;
}

/** Every part met so far, in the order the first hydration met them (a Map keeps insertion order). */
const stepsByPart = new Map<string, Step>();

function stepFor(part: string): Step {
  let step = stepsByPart.get(part);
  if (!step) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    step = { hydrated: !firstHydration, promise, resolve };
    stepsByPart.set(part, step);
  }
  return step;
}

/** `part` names the part; it must be unique on the page (a part renders once per page: the footer, the chat button). */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part step={stepFor(part)}>{children}</Part>
    </Suspense>
  );
}

/** A task of its own: the browser may paint and answer input before what comes next. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Called by the client entry just before it hydrates the page: parts rendered from now on wait for their turn. */
export function startHydrationInSteps(): void {
  firstHydration = true;
}

/**
 * Called once, when the page's first hydration has committed: hydrates the waiting parts one task each and resolves
 * when the last one is done.
 */
export async function hydrateWaitingParts(): Promise<void> {
  firstHydration = false;
  // A part met while an earlier one hydrates is added to the Map and still visited by this loop.
  for (const step of stepsByPart.values()) {
    if (step.hydrated) continue;
    await nextTask();
    step.hydrated = true;
    step.resolve();
  }
  // Preact renders a resumed part in the microtasks after its promise resolves; the task after them has it done.
  await nextTask();
}
