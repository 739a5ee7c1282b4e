import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { useSearchBox } from './use-search-box';
import { useT } from '../../i18n/shop-i18n';

/**
 * The product search box with its Popular Searches list (rule:search-box, rule:suggestion-list,
 * rule:catalog-suggestions), as an ARIA combobox: the input keeps focus, arrow keys move the highlighted
 * option (aria-activedescendant), Enter chooses it, Escape closes the list.
 *
 * `variant` picks the shared test id: the desktop box in the bar, or the phone's toggled field.
 */
export function SearchBox({ variant, autoFocus = false }: { variant: 'desktop' | 'mobile'; autoFocus?: boolean }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox({
    // On a phone, a committed search hides the keyboard so the results can be seen.
    onCommit: variant === 'mobile' ? () => inputRef.current?.blur() : undefined,
  });
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const titleId = `${id}-title`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = box.suggestions.length > 0;

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('products.search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-500"
      />
      <input
        ref={inputRef}
        id={inputId}
        // The phone's field opens on the shopper's tap of the search icon, so focusing it is expected.
        autoFocus={autoFocus}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && box.active >= 0 ? optionId(box.active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={t('shell.search.placeholder')}
        data-testid={variant === 'desktop' ? 'search-input' : 'mobile-search-input'}
        value={box.text}
        onChange={(event) => box.onChange(event.target.value)}
        onFocus={box.onFocus}
        onBlur={box.onBlur}
        onKeyDown={box.onKeyDown}
        className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pl-10 pr-4 text-sm text-gray-900 placeholder:text-gray-500 focus:border-indigo-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600/40"
      />
      {expanded ? (
        <div
          data-testid="search-suggestions"
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-gray-200 bg-white py-2 shadow-lg"
        >
          <p id={titleId} className="px-4 pb-1 text-xs font-semibold text-gray-600">
            {t('products.search.popular')}
          </p>
          <ul role="listbox" id={listId} aria-labelledby={titleId}>
            {box.suggestions.map((term, i) => (
              <li
                key={term}
                id={optionId(i)}
                role="option"
                aria-selected={i === box.active}
                // Keep focus in the box, so choosing does not start the blur timer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => box.choose(term)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-gray-900 hover:bg-indigo-50 ${
                  i === box.active ? 'bg-indigo-50 text-indigo-700' : ''
                }`}
              >
                <Search aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
                <span className="truncate">{term}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
