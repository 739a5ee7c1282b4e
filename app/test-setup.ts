/**
 * The ui unit tests' setup (vitest.config.ts). Preact runs effects after the next frame: requestAnimationFrame, with
 * a 35 ms timer beside it. In jsdom a test file's environment may be gone by then, and the late timer then fails on
 * a missing cancelAnimationFrame. Here effects run on the next task instead, while the test's document is there.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flushEffects) => setTimeout(flushEffects);

// jsdom has no matchMedia; the toaster asks it whether the shopper prefers reduced motion. No media query matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
