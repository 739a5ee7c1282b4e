import { ArrowDown, ArrowUp } from 'lucide-react';
import { iconButton } from './content-styles';

/**
 * Move up / Move down for one entry of an ordered list (rule:home-content): buttons, so the keyboard reorders as
 * well as the pointer. At either end the button stays focusable and says it cannot go further (aria-disabled rather
 * than disabled), so focus is not lost when an entry reaches the top.
 */
export function MoveButtons({
  label,
  position,
  count,
  busy,
  onMove,
}: {
  /** What the entry is called, for the buttons' names ("Move Festive Sale up"). */
  label: string;
  /** 1-based. */
  position: number;
  count: number;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const atTop = position <= 1;
  const atBottom = position >= count;
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${label} up`}
        aria-disabled={atTop || busy ? true : undefined}
        onClick={() => {
          if (!atTop && !busy) onMove('up');
        }}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${label} down`}
        aria-disabled={atBottom || busy ? true : undefined}
        onClick={() => {
          if (!atBottom && !busy) onMove('down');
        }}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
