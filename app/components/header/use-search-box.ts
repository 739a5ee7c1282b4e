import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestions } from '../../../domain/views/catalog';
import { localeOfPath, localizePath, pathWithoutLocale } from '../../i18n/locales';
import { api } from '../../lib/api';
import { isAbortError } from '../../lib/cancelled-request-rejections';
import {
  initialSearchBoxState,
  needsSuggestions,
  normalizeTerm,
  searchBoxReducer,
  searchNavigation,
  searchUrlDebounceMs,
  suggestionCloseDelayMs,
  suggestionDebounceMs,
  suggestionsPath,
  urlSearchValue,
  visibleSuggestions,
} from '../../lib/search-suggestions';

/**
 * One header search box (desktop, or the phone's toggled field): the rules of
 * app/lib/search-suggestions.ts wired to the URL, the suggestion endpoint and timers.
 * rule:search-box, rule:suggestion-list, rule:catalog-suggestions.
 */
export function useSearchBox(options: { onCommit?: () => void } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  // The rules speak of /products; a Hindi page's path is the same under /hi (ADR 0059).
  const urlValue = urlSearchValue(pathWithoutLocale(location.pathname), location.search);
  // The first value comes from the URL, so the server and the browser render the same box.
  const [state, dispatch] = useReducer(searchBoxReducer, urlValue, initialSearchBoxState);

  // Follow the URL (a reload, Back, the product list's Clear All): adjusted during render,
  // as React recommends for state derived from a changing input; the reducer ignores its own echo.
  if (urlValue !== state.urlValue) dispatch({ type: 'url', value: urlValue });

  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(urlTimer.current);
      clearTimeout(blurTimer.current);
      clearTimeout(suggestTimer.current);
      request.current?.abort();
    },
    [],
  );

  function fetchSuggestions(text: string) {
    // rule:suggestion-list: recomputed on each keystroke; the previous request is no longer wanted.
    clearTimeout(suggestTimer.current);
    request.current?.abort();
    request.current = null;
    const term = normalizeTerm(text);
    if (!term) return;
    const controller = new AbortController();
    request.current = controller;
    api<Suggestions>(suggestionsPath(term), { signal: controller.signal })
      .then((res) => dispatch({ type: 'loaded', term, suggestions: res.data.suggestions }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        // Suggestions are a convenience: a failed lookup shows none rather than a toast per keystroke.
        dispatch({ type: 'loaded', term, suggestions: [] });
      });
  }

  /** Brings the URL in step with `text` (rule:search-box: typing moves the shopper to /products). */
  function applySearch(text: string, commit: boolean) {
    clearTimeout(urlTimer.current);
    const { pathname, search } = window.location;
    const next = searchNavigation(pathWithoutLocale(pathname), search, text, commit);
    if (!next) return;
    dispatch({ type: 'wrote', value: next.written });
    void navigate(localizePath(next.to, localeOfPath(pathname)), {
      replace: next.replace,
      preventScrollReset: next.replace,
    });
  }

  function onChange(text: string) {
    dispatch({ type: 'input', text });
    // A new keystroke makes the request in flight stale at once; the next one waits for a pause in the typing.
    request.current?.abort();
    request.current = null;
    clearTimeout(suggestTimer.current);
    suggestTimer.current = setTimeout(() => fetchSuggestions(text), suggestionDebounceMs);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => applySearch(text, false), searchUrlDebounceMs);
  }

  function choose(term: string) {
    dispatch({ type: 'choose', term });
    applySearch(term, true);
    options.onCommit?.();
  }

  function submit() {
    // rule:search-box: only a non-blank term (after trimming) does anything.
    if (!normalizeTerm(state.text)) return;
    dispatch({ type: 'submit' });
    applySearch(state.text, true);
    options.onCommit?.();
  }

  function onFocus() {
    clearTimeout(blurTimer.current);
    dispatch({ type: 'focus' });
    if (needsSuggestions(state)) fetchSuggestions(state.text);
  }

  function onBlur() {
    // rule:suggestion-list: the list closes about 200 ms after blur (a tap on a suggestion lands first).
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => dispatch({ type: 'close' }), suggestionCloseDelayMs);
  }

  const suggestions = visibleSuggestions(state);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        dispatch({ type: 'next' });
        break;
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'previous' });
        break;
      case 'Enter': {
        const highlighted = state.active >= 0 ? suggestions[state.active] : undefined;
        if (highlighted !== undefined) {
          event.preventDefault();
          choose(highlighted);
        }
        // Otherwise the form submits (submit()).
        break;
      }
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          dispatch({ type: 'close' });
        }
        break;
    }
  }

  return { text: state.text, active: state.active, suggestions, onChange, onFocus, onBlur, onKeyDown, choose, submit };
}
