/**
 * Hydration in steps (ADR 0043, ADR 0044). Preact hydrates a page in one task; on a cheap phone that task is long
 * enough to hold back the shopper's first tap. The page is hydrated in parts, each wrapped in `HydrateLater` (the
 * header, the page's `<main>`, the footer, the floating buttons, each product card): while the page hydrates, a part
 * suspends, so Preact keeps the server's markup for it as it is, and once the rest (the router and the shell) has
 * hydrated the parts are hydrated one task each, in page order; a part's nested parts come right after it.
 *
 * A wrapped part must render exactly one root element: Preact 11 keeps only the first server node of a part that
 * suspends while it hydrates. It must also render what the server rendered when its turn comes, and its parent may
 * have re-rendered with other props by then (the checkout's page learns of a Buy Now item in sessionStorage before
 * its summary part's turn): content hydrated over the wrong markup is lost or misplaced (ADR 0044), so a part reads
 * every prop that may have changed through `useAfterHydration`. After the first hydration (client navigations, a
 * part first shown later) a part renders at once. On the server, and in any render that is not the page's first
 * hydration, nothing waits. A product card, the footer and the home page's "why choose us" are `HydrateWhenInView`
 * parts: out of view as the page hydrates, they wait until they are scrolled into view (ADR 0047).
 */
import { cloneElement, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { followInApp } from './links-in-app';

interface Step {
  hydrated: boolean;
  promise: Promise<void>;
  resolve: () => void;
  /** A part that waits to come into view: its server element, watched until then. */
  element?: Element;
}

/**
 * True from `startHydrationInSteps` (the client entry, just before it hydrates) until the last waiting part has
 * hydrated: a part met in that time waits for a task of its own, also one nested in a part that is hydrating in its
 * step (a list's cards inside their section), so a big part is hydrated in small tasks.
 */
let firstHydration = false;

/** The run of `hydrateWaitingParts` for the hydration under way: one per page load. */
let hydrating: Promise<void> | undefined;

function Part({ step, children }: { step: Step; children: ReactNode }) {
  if (!step.hydrated) throw step.promise;
  return children;
}

/**
 * The parts met during the first hydration, by name. It is cleared when the first hydration ends: after it, every part
 * shares one step that is already hydrated, so the cards of later pages do not pile up here.
 */
const stepsByPart = new Map<string, Step>();

const alreadyHydrated: Step = { hydrated: true, promise: Promise.resolve(), resolve: () => {} };

/** The parts waiting for their turn, in page order. */
const waiting: Step[] = [];

/**
 * Where a part met now joins `waiting`: at the end while the page hydrates (null), which is page order; while a part
 * hydrates in its step, right after it, in the order met (its nested parts come before the parts after it).
 */
let joinAt: number | null = null;

function newStep(): Step {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { hydrated: false, promise, resolve };
}

function stepFor(part: string): Step {
  if (!firstHydration) return alreadyHydrated;
  let step = stepsByPart.get(part);
  if (!step) {
    step = newStep();
    stepsByPart.set(part, step);
    if (joinAt === null) waiting.push(step);
    else waiting.splice(joinAt++, 0, step);
  }
  return step;
}

/**
 * `part` names the part; it must be unique on the page (the footer, the chat button, one product card of a list). A
 * part may hold parts of its own: they hydrate in tasks of their own right after it.
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part step={stepFor(part)}>{children}</Part>
    </Suspense>
  );
}

/**
 * Parts out of view when the page hydrates (the cards further down a list, ADR 0047) wait to come into view
 * instead: a shopper who never scrolls there never pays for them, and the page's load is that much shorter on a
 * cheap phone. The server's markup is there meanwhile, and a tap on a link in it moves within the app (the click
 * listener stays while any such part waits). The watch area is the viewport itself: a part hydrating as it scrolls
 * in is the same markup, only without handlers for a moment.
 */
let watcher: IntersectionObserver | undefined;
/** The parts watched until they come into view, by their server element. */
const watching = new Map<Element, Step>();
/** The server's elements of such parts, by name: read once, when the first of them hydrates. */
let serverElements: Map<string | null, Element> | undefined;
/** The parts come into view, waiting for their turn. */
const stepsInView: Step[] = [];
let hydratingInView = false;

function isInViewport(element: Element): boolean {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom >= 0 && top <= window.innerHeight && right >= 0 && left <= window.innerWidth;
}

/** The step of a part that may wait for view: `stepFor`'s, or a step of its own watched until it is in view. */
function stepWhenInView(part: string): Step {
  if (!firstHydration || typeof IntersectionObserver === 'undefined') return stepFor(part);
  serverElements ??= new Map(
    [...document.querySelectorAll('[data-part]')].map((el) => [el.getAttribute('data-part'), el]),
  );
  const element = serverElements.get(part);
  // Reading the layout here costs little: hydration has changed nothing the browser laid out.
  if (!element || isInViewport(element)) return stepFor(part);
  const step = newStep();
  step.element = element;
  watcher ??= new IntersectionObserver(partsComeIntoView);
  watcher.observe(element);
  watching.set(element, step);
  return step;
}

function partsComeIntoView(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const step = watching.get(entry.target);
    if (!step) continue;
    stopWatching(step);
    stepsInView.push(step);
  }
  void hydratePartsInView();
}

function stopWatching(step: Step): void {
  if (!step.element) return;
  watcher?.unobserve(step.element);
  watching.delete(step.element);
}

/**
 * Hydrates the parts of `queue` in order, one task each, until it is empty; the first waits for the browser's next
 * turn too. `beforeEach` runs just before a part is let go. Preact renders a resumed part in the microtasks after its
 * promise resolves, so by the next task its nested parts, if any, have joined the queue.
 */
async function hydrateOneTaskEach(queue: Step[], beforeEach?: () => void): Promise<void> {
  for (;;) {
    await nextTask();
    const step = queue.shift();
    if (!step) return;
    beforeEach?.();
    step.hydrated = true;
    step.resolve();
  }
}

/** The parts come into view, one task each, as the page's own parts. */
async function hydratePartsInView(): Promise<void> {
  if (hydratingInView) return;
  hydratingInView = true;
  await hydrateOneTaskEach(stepsInView);
  hydratingInView = false;
  stopFollowingLinksOnceNoPartWaits();
}

/** A part that forgets its watch when it leaves the page before coming into view (the shopper moved on). */
function forget(step: Step): void {
  stopWatching(step);
  const queued = stepsInView.indexOf(step);
  if (queued >= 0) stepsInView.splice(queued, 1);
  stopFollowingLinksOnceNoPartWaits();
}

/** The props of a component that is the child of `HydrateWhenInView`: it puts `data-part` on its root element. */
export interface PartRootProps {
  'data-part'?: string;
}

/**
 * A part hydrated when it comes into view, or with the page's own parts when it is in view as the page
 * hydrates (ADR 0047). Like `HydrateLater`'s, its one child element must render what the server rendered; as it may
 * hydrate long after the page, it must render it from its props and the root's data alone (no `useAfterHydration`,
 * no browser-only state), and hold no parts of its own. The child gets a `data-part` attribute, by which the page's
 * element is found: a DOM element takes it as it is, a component puts it on its root element (`PartRootProps`).
 *
 * Below-the-fold blocks of plain links and text are such parts (the footer, the home page's "why choose us"); a form
 * is not: a shopper who scrolls to it and types at once would type into markup whose state is not there yet.
 */
export function HydrateWhenInView({ part, children }: { part: string; children: ReactElement }) {
  // One step for this part's whole life: a re-render while it waits keeps waiting, and a part of the same name on a
  // later page (mounted once the first hydration is over) renders at once.
  const [step] = useState(() => stepWhenInView(part));
  useEffect(() => () => forget(step), [step]);
  return (
    <Suspense fallback={null}>
      <Part step={step}>{cloneElement(children, { 'data-part': part } as object)}</Part>
    </Suspense>
  );
}

/** True while the page's first hydration is under way, its waiting parts included. */
export function pageIsHydrating(): boolean {
  return firstHydration;
}

/**
 * `value`, except in a component's render while the page's first hydration is under way, and until that component
 * has committed: then `serverValue`, what the server rendered. A part must render the server's markup when its turn
 * comes; content that only the browser knows (what sessionStorage holds) would be hydrated over the wrong markup and
 * lost. So such content shows in the render right after the part's own hydration. After the first hydration (a
 * client navigation) `value` shows at once, so nothing flashes.
 */
export function useAfterHydration<T, S>(value: T, serverValue: S): T | S {
  const [hydrated, setHydrated] = useState(() => !firstHydration);
  // The render after the commit is the point here: the browser's content replaces the server's once hydrated.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}

/** A task of its own: the browser may paint and answer input before what comes next. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolved when the page's first hydration, its waiting parts included, is over; at once where there is none. */
let firstHydrationOver: Promise<void> = Promise.resolve();
let endFirstHydration = () => {};

/** Called by the client entry just before it hydrates the page: parts rendered from now on wait for their turn. */
export function startHydrationInSteps(): void {
  firstHydration = true;
  hydrating = undefined;
  firstHydrationOver = new Promise((resolve) => (endFirstHydration = resolve));
}

/**
 * Resolves once the page's first hydration is over, its waiting parts included: work the first load does not need
 * (a library for later) starts then, behind the parts rather than between them.
 */
export function afterFirstHydration(): Promise<void> {
  return firstHydrationOver;
}

/**
 * Called when the page's first hydration has committed (by the root layout, whenever it mounts): hydrates the
 * waiting parts one task each and resolves when the last one is done.
 *
 * Until then a link in a part still waiting for its turn (a product card, say) has no handler yet, and a tap on it
 * would load the next page in full. So for that time one listener on the document moves such a click within the app
 * with the router's `navigate`; a link whose part has hydrated handled the click first (a `<Link>` prevents the
 * default), so it is left alone. Held here rather than in a hook of the shell, it adds no hook there and lives
 * exactly as long as the parts wait.
 */
export function hydrateWaitingParts(navigate: (to: string) => unknown): Promise<void> {
  // The root layout may mount afresh while the parts still hydrate (an error in a part): one run, not a second.
  hydrating ??= hydrateInTurn(navigate);
  return hydrating;
}

/** The click listener that moves a tap on a link not yet hydrated within the app; set while any part waits. */
let followLinks: ((event: MouseEvent) => void) | undefined;

function stopFollowingLinksOnceNoPartWaits(): void {
  if (!followLinks || firstHydration || watching.size || stepsInView.length) return;
  document.removeEventListener('click', followLinks);
  followLinks = undefined;
}

async function hydrateInTurn(navigate: (to: string) => unknown): Promise<void> {
  if (!firstHydration) return;
  followLinks = (event: MouseEvent) => followInApp(event, navigate);
  document.addEventListener('click', followLinks);
  // A part's nested parts join the queue at its front (`joinAt`), so they come right after it.
  await hydrateOneTaskEach(waiting, () => (joinAt = 0));
  joinAt = null;
  firstHydration = false;
  stepsByPart.clear();
  serverElements = undefined;
  stopFollowingLinksOnceNoPartWaits();
  endFirstHydration();
}
