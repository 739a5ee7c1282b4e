/**
 * The ui unit tests' setup (vitest.config.ts). jsdom has no matchMedia; the toaster asks it whether the shopper
 * prefers reduced motion. No media query matches.
 */
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
