import { describe, expect, it } from 'vitest';
import {
  initialSearchBoxState,
  isBlankTerm,
  limitSuggestions,
  needsSuggestions,
  normalizeTerm,
  searchBoxReducer,
  searchNavigation,
  suggestionsPath,
  urlSearchValue,
  visibleSuggestions,
  type SearchBoxAction,
  type SearchBoxState,
} from './search-suggestions';

function run(state: SearchBoxState, ...actions: SearchBoxAction[]): SearchBoxState {
  return actions.reduce(searchBoxReducer, state);
}

const fresh = () => initialSearchBoxState(null);
const six = ['Samsung', 'Samsung Galaxy', 'Sambar Masala', 'Sandals', 'Sarees', 'Satchels'];

describe('terms (rule:search-box: non-blank after trimming)', () => {
  it('trims and recognises blanks', () => {
    expect(normalizeTerm('  red shoes \t')).toBe('red shoes');
    expect(isBlankTerm('   ')).toBe(true);
    expect(isBlankTerm('')).toBe(true);
    expect(isBlankTerm(' a ')).toBe(false);
  });

  it('builds the suggestions call with the trimmed, encoded term (rule:catalog-suggestions)', () => {
    expect(suggestionsPath('  t-shirt & jeans ')).toBe('product/suggestions?q=t-shirt%20%26%20jeans');
  });

  it('never asks for more than the endpoint accepts', () => {
    const path = suggestionsPath('x'.repeat(150));
    expect(decodeURIComponent(path.split('q=')[1] ?? '')).toHaveLength(100);
  });
});

describe('limitSuggestions (rule:catalog-suggestions: at most 5)', () => {
  it('keeps the first five', () => {
    expect(limitSuggestions(six)).toEqual(six.slice(0, 5));
  });
  it('drops blanks and case-insensitive repeats', () => {
    expect(limitSuggestions(['Phone', ' ', 'phone', 'Phone case'])).toEqual(['Phone', 'Phone case']);
  });
});

describe('searchNavigation (rule:search-box: typing moves the shopper to /products)', () => {
  it('moves from another page to /products with the term, as a new history entry', () => {
    expect(searchNavigation('/', '', ' red shoes ', false)).toEqual({
      to: '/products?search=red+shoes',
      replace: false,
      written: 'red shoes',
    });
    expect(searchNavigation('/product/abc', '?x=1', 'tv', true)?.to).toBe('/products?search=tv');
  });

  it('does not leave another page for a blank term', () => {
    expect(searchNavigation('/', '', '   ', false)).toBeNull();
  });

  it('on /products keeps the other filters, replaces while typing and pushes on commit', () => {
    const typing = searchNavigation('/products', '?category=c1&search=sa&page=3', 'sam', false);
    expect(typing).toEqual({ to: '/products?category=c1&search=sam', replace: true, written: 'sam' });
    expect(searchNavigation('/products', '?category=c1', 'sam', true)?.replace).toBe(false);
  });

  it('removes the parameter when the box is cleared', () => {
    expect(searchNavigation('/products', '?search=sam&brand=Boat', '  ', false)).toEqual({
      to: '/products?brand=Boat',
      replace: true,
      written: '',
    });
    expect(searchNavigation('/products', '?search=sam', '', false)?.to).toBe('/products');
  });

  it('is null when the URL already says it', () => {
    expect(searchNavigation('/products', '?search=sam', 'sam ', false)).toBeNull();
    expect(searchNavigation('/products', '', '', false)).toBeNull();
  });
});

describe('urlSearchValue', () => {
  it('reads search on /products only', () => {
    expect(urlSearchValue('/products', '?search=red+shoes')).toBe('red shoes');
    expect(urlSearchValue('/products', '?category=c1')).toBe('');
    expect(urlSearchValue('/', '?search=x')).toBeNull();
  });
});

describe('searchBoxReducer (rule:suggestion-list)', () => {
  it('starts from the URL value', () => {
    const s = initialSearchBoxState('phones');
    expect(s.text).toBe('phones');
    expect(s.open).toBe(false);
    expect(s.written).toBe('phones');
  });

  it('opens on focus and closes on close (the 200 ms blur timer)', () => {
    const opened = run(fresh(), { type: 'focus' });
    expect(opened.open).toBe(true);
    expect(run(opened, { type: 'close' }).open).toBe(false);
  });

  it('shows at most 5 suggestions for the current term', () => {
    const s = run(
      fresh(),
      { type: 'focus' },
      { type: 'input', text: 'sa' },
      { type: 'loaded', term: 'sa', suggestions: six },
    );
    expect(visibleSuggestions(s)).toEqual(six.slice(0, 5));
    expect(needsSuggestions(s)).toBe(false);
  });

  it('recomputes on each keystroke and ignores answers for older terms', () => {
    let s = run(fresh(), { type: 'input', text: 'sa' }, { type: 'loaded', term: 'sa', suggestions: ['Sarees'] });
    s = run(s, { type: 'input', text: 'sam' });
    expect(needsSuggestions(s)).toBe(true);
    s = run(s, { type: 'loaded', term: 'sa', suggestions: ['Stale'] });
    expect(visibleSuggestions(s)).toEqual(['Sarees']);
    s = run(s, { type: 'loaded', term: 'sam', suggestions: ['Samsung'] });
    expect(visibleSuggestions(s)).toEqual(['Samsung']);
  });

  it('clears the suggestions when the text is emptied', () => {
    const s = run(
      fresh(),
      { type: 'input', text: 'sa' },
      { type: 'loaded', term: 'sa', suggestions: ['Sarees'] },
      { type: 'input', text: '  ' },
    );
    expect(s.suggestions).toEqual([]);
    expect(visibleSuggestions(s)).toEqual([]);
    expect(needsSuggestions(s)).toBe(false);
  });

  it('moves through suggestions with the arrow keys, wrapping around', () => {
    let s = run(fresh(), { type: 'input', text: 'sa' }, { type: 'loaded', term: 'sa', suggestions: ['A', 'B', 'C'] });
    s = run(s, { type: 'next' });
    expect(s.active).toBe(0);
    s = run(s, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(s.active).toBe(0);
    s = run(s, { type: 'previous' });
    expect(s.active).toBe(2);
    expect(run(s, { type: 'input', text: 'sam' }).active).toBe(-1);
  });

  it('opens a closed list on an arrow key when there is something to show', () => {
    let s = run(
      fresh(),
      { type: 'input', text: 'sa' },
      { type: 'loaded', term: 'sa', suggestions: ['A', 'B'] },
      { type: 'close' },
    );
    s = run(s, { type: 'previous' });
    expect(s.open).toBe(true);
    expect(s.active).toBe(1);
    const empty = run(fresh(), { type: 'focus' });
    expect(run(empty, { type: 'next' })).toBe(empty);
  });

  it('choosing fills the box and closes the list (rule:search-box)', () => {
    const s = run(
      fresh(),
      { type: 'input', text: 'sa' },
      { type: 'loaded', term: 'sa', suggestions: ['Samsung'] },
      { type: 'choose', term: 'Samsung' },
    );
    expect(s.text).toBe('Samsung');
    expect(s.open).toBe(false);
    expect(visibleSuggestions(s)).toEqual([]);
  });

  it('a non-blank submit closes the list; a blank one changes nothing (rule:search-box)', () => {
    const typed = run(fresh(), { type: 'input', text: 'sa' }, { type: 'loaded', term: 'sa', suggestions: ['Samsung'] });
    expect(run(typed, { type: 'submit' }).open).toBe(false);
    const blank = run(fresh(), { type: 'input', text: '   ' });
    expect(run(blank, { type: 'submit' })).toBe(blank);
  });

  it('keeps what is typed when its own URL write comes back', () => {
    let s = initialSearchBoxState('');
    s = run(
      s,
      { type: 'input', text: 'red' },
      { type: 'wrote', value: 'red' },
      { type: 'input', text: 'red s' },
      { type: 'url', value: 'red' },
    );
    expect(s.text).toBe('red s');
  });

  it('shows an outside URL change (Back, Clear All) and keeps its text off /products', () => {
    let s = run(initialSearchBoxState('red'), { type: 'url', value: '' });
    expect(s.text).toBe('');
    s = run(s, { type: 'url', value: 'blue' });
    expect(s.text).toBe('blue');
    s = run(s, { type: 'url', value: null });
    expect(s.text).toBe('blue');
  });
});
