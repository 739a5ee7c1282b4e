/**
 * The header search box's rules (rule:search-box, rule:suggestion-list, rule:catalog-suggestions),
 * kept pure so they can be tested without a browser. The component
 * (app/components/header/use-search-box.ts) only wires these to events, timers and fetch.
 */
import { maxSearchLength, maxSuggestionLength } from '../../domain/shared/limits';

/** rule:catalog-suggestions: at most 5 suggestions. */
export const maxSuggestions = 5;
/** rule:suggestion-list: suggestions close about 200 ms after the box loses focus. */
export const suggestionCloseDelayMs = 200;
/**
 * How long typing pauses before suggestions are asked for (issue 14): a shopper typing fast sends one request per
 * pause, not one per letter, and the list still follows every keystroke it pauses on (rule:suggestion-list).
 */
export const suggestionDebounceMs = 150;
/** How long typing pauses before the /products URL follows the text (one history entry per pause). */
export const searchUrlDebounceMs = 300;

/** The route the header search writes to (rule:filters-in-url: /products reads `search` from the URL). */
export const productsPath = '/products';

/** rule:search-box: a term counts only after trimming. */
export function normalizeTerm(text: string): string {
  return text.trim();
}

export function isBlankTerm(text: string): boolean {
  return normalizeTerm(text) === '';
}

/** The API path (relative to /api/) that answers suggestions for what was typed (rule:catalog-suggestions). */
export function suggestionsPath(text: string): string {
  const term = normalizeTerm(text).slice(0, maxSuggestionLength);
  return `product/suggestions?q=${encodeURIComponent(term)}`;
}

/** rule:catalog-suggestions: at most 5, without blanks or repeats (compared case-insensitively). */
export function limitSuggestions(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const term = raw.trim();
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
    if (out.length === maxSuggestions) break;
  }
  return out;
}

export interface SearchNavigation {
  /** Path and query to go to. */
  to: string;
  /** Replace the current history entry (typing on /products) instead of pushing one. */
  replace: boolean;
  /** The `search` value the URL will hold ('' when the parameter is removed). */
  written: string;
}

/**
 * Where the search box sends the shopper for `text`, or null when the URL already says it.
 * - Not on /products: a non-blank term moves the shopper there (rule:search-box), as a new history
 *   entry so Back returns to the page they were on; a blank one goes nowhere.
 * - On /products: the `search` parameter follows the trimmed text, the other filters stay,
 *   and a cleared box removes the parameter. The list starts again from its first page.
 *   While typing (`commit` false) the entry is replaced, so Back does not replay every keystroke;
 *   choosing a suggestion or submitting (`commit` true) pushes one.
 */
export function searchNavigation(
  pathname: string,
  currentSearch: string,
  text: string,
  commit: boolean,
): SearchNavigation | null {
  const term = normalizeTerm(text).slice(0, maxSearchLength);
  if (pathname !== productsPath) {
    if (!term) return null;
    return { to: `${productsPath}?${new URLSearchParams({ search: term })}`, replace: false, written: term };
  }
  const params = new URLSearchParams(currentSearch);
  if ((params.get('search') ?? '') === term) return null;
  if (term) params.set('search', term);
  else params.delete('search');
  params.delete('page');
  const query = params.toString();
  return { to: query ? `${productsPath}?${query}` : productsPath, replace: !commit, written: term };
}

/**
 * The value the box mirrors from the URL: the `search` parameter on /products (also after a
 * reload), nothing elsewhere (null: the box keeps what it holds).
 */
export function urlSearchValue(pathname: string, currentSearch: string): string | null {
  if (pathname !== productsPath) return null;
  return new URLSearchParams(currentSearch).get('search') ?? '';
}

export interface SearchBoxState {
  /** What the box shows. */
  text: string;
  /** The list is open (rule:suggestion-list: on focus, until about 200 ms after blur, Escape, a choice or a submit). */
  open: boolean;
  /** The latest suggestions, for the term in `suggestionsFor`. */
  suggestions: string[];
  suggestionsFor: string;
  /** Index of the highlighted suggestion for keyboard use, -1 for none. */
  active: number;
  /** The `search` value this box last wrote to the URL, to tell its own echo from outside changes. */
  written: string;
  /** The last URL value seen (urlSearchValue). */
  urlValue: string | null;
}

export type SearchBoxAction =
  | { type: 'focus' }
  | { type: 'close' }
  | { type: 'input'; text: string }
  | { type: 'loaded'; term: string; suggestions: readonly string[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'choose'; term: string }
  | { type: 'submit' }
  | { type: 'wrote'; value: string }
  | { type: 'url'; value: string | null };

export function initialSearchBoxState(urlValue: string | null): SearchBoxState {
  return {
    text: urlValue ?? '',
    open: false,
    suggestions: [],
    suggestionsFor: '',
    active: -1,
    written: urlValue ?? '',
    urlValue,
  };
}

/** What the list shows: nothing while closed or while the box is blank (rule:suggestion-list: cleared when empty). */
export function visibleSuggestions(state: SearchBoxState): string[] {
  if (!state.open || isBlankTerm(state.text)) return [];
  return state.suggestions;
}

/** Whether the suggestions for the current text still have to be fetched. */
export function needsSuggestions(state: SearchBoxState): boolean {
  const term = normalizeTerm(state.text);
  return term !== '' && term !== state.suggestionsFor;
}

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case 'focus':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'input': {
      // rule:suggestion-list: recomputed on each keystroke, cleared when the text is empty. The previous
      // suggestions stay on screen until the new ones arrive, so the list does not flicker.
      const blank = isBlankTerm(action.text);
      return {
        ...state,
        text: action.text,
        open: true,
        active: -1,
        suggestions: blank ? [] : state.suggestions,
        suggestionsFor: blank ? '' : state.suggestionsFor,
      };
    }
    case 'loaded':
      // An answer for an older term (typed over since) is dropped.
      if (action.term !== normalizeTerm(state.text)) return state;
      return { ...state, suggestions: limitSuggestions(action.suggestions), suggestionsFor: action.term, active: -1 };
    case 'next':
    case 'previous': {
      const count = visibleSuggestions({ ...state, open: true }).length;
      if (count === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.type === 'next' ? 0 : count - 1 };
      const step = action.type === 'next' ? 1 : -1;
      const active = state.active === -1 && step === -1 ? count - 1 : (state.active + step + count) % count;
      return { ...state, active };
    }
    case 'choose':
      // rule:search-box: choosing a suggestion fills the box and closes the list.
      return { ...state, text: action.term, open: false, active: -1 };
    case 'submit':
      // rule:search-box: a blank submit does nothing; a non-blank one closes the list.
      if (isBlankTerm(state.text)) return state;
      return { ...state, open: false, active: -1 };
    case 'wrote':
      return { ...state, written: action.value };
    case 'url': {
      if (action.value === state.urlValue) return state;
      // Off /products the box keeps its text; its own write coming back keeps what is typed
      // (trailing spaces, keystrokes made since); any other change (Back, Clear All) is shown.
      if (action.value === null || action.value === state.written) return { ...state, urlValue: action.value };
      return {
        ...state,
        urlValue: action.value,
        written: action.value,
        text: action.value,
        active: -1,
        suggestions: [],
        suggestionsFor: '',
      };
    }
  }
}
