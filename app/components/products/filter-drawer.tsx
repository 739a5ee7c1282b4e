import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { useModal } from '../ui/use-modal';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

const largeScreen = '(min-width: 1024px)';
const panelId = 'product-filters';

/** Where the filter panel is and whether it shows; made by useFilterDrawer, read by the parts below. */
export interface FilterDrawerState {
  /** At lg and up the panel sits inline beside the grid; below, it is a drawer. */
  isLarge: boolean;
  /** The drawer is open (never at lg). */
  open: boolean;
  /** The inline panel is hidden by the Filters button (lg only). */
  inlineHidden: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * rule:filter-panel: below lg the filter panel is a drawer that Filters opens; at lg and up it
 * is inline beside the grid and Filters shows or hides it. The first render (the server's) is the
 * small-screen one with the drawer closed; the media query decides after hydration. Also gives
 * the Filters button's ref, which focus goes back to when the drawer closes.
 */
export function useFilterDrawer(): [FilterDrawerState, RefObject<HTMLButtonElement | null>] {
  const [isLarge, setIsLarge] = useState(false);
  const [open, setOpen] = useState(false);
  const [panelHidden, setPanelHidden] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const query = window.matchMedia(largeScreen);
    const update = () => {
      setIsLarge(query.matches);
      if (query.matches) setOpen(false);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const state: FilterDrawerState = {
    isLarge,
    open,
    inlineHidden: isLarge && panelHidden,
    toggle: () => {
      if (window.matchMedia(largeScreen).matches) setPanelHidden((hidden) => !hidden);
      else setOpen(true);
    },
    close: () => setOpen(false),
  };
  return [state, buttonRef];
}

/** The toolbar's Filters button: opens the drawer, or at lg shows and hides the inline panel. */
export function FiltersButton({
  drawer,
  buttonRef,
}: {
  drawer: FilterDrawerState;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={drawer.toggle}
      aria-expanded={drawer.isLarge ? !drawer.inlineHidden : drawer.open}
      aria-controls={panelId}
      className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      {t('products.filters.title')}
    </button>
  );
}

/**
 * The filter panel in its place: inline at lg, else a drawer from the left over a backdrop. Only
 * the open drawer is a modal (useModal: role="dialog", aria-modal, scroll lock, focus on Close
 * filters, Tab kept inside, Escape and the backdrop close it, focus back to Filters); Apply
 * closes it too, as a shopper on a phone expects.
 */
export function FilterDrawer({
  drawer,
  returnFocus,
  onApply,
  ...panel
}: {
  drawer: FilterDrawerState;
  /** The Filters button. */
  returnFocus: RefObject<HTMLButtonElement | null>;
} & Omit<FilterPanelProps, 'onClose'>) {
  const t = useT();
  const aside = useRef<HTMLElement>(null);
  const { open, close } = drawer;
  useModal(aside, close, { returnFocus, active: open });

  return (
    <>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/50 lg:hidden" onClick={close} /> : null}
      <aside
        id={panelId}
        ref={aside}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? t('products.filters.title') : undefined}
        className={
          open
            ? 'fixed inset-y-0 left-0 z-50 w-[min(20rem,88vw)] overflow-y-auto bg-white p-5 shadow-xl'
            : `hidden rounded-xl border border-gray-200 bg-white p-5 shadow-sm lg:w-64 lg:shrink-0 ${drawer.inlineHidden ? '' : 'lg:block'}`
        }
        data-testid="filter-panel"
      >
        <FilterPanel
          {...panel}
          onApply={() => {
            onApply();
            close();
          }}
          onClose={open ? close : undefined}
        />
      </aside>
    </>
  );
}
