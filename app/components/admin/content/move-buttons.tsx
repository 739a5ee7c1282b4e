import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { iconButton } from './content-styles';

type Step = 'up' | 'down';

/**
 * Move up / Move down for one entry of an ordered list (rule:home-content): buttons, so the keyboard reorders as
 * well as the pointer. At either end the button stays focusable and says it cannot go further (aria-disabled rather
 * than disabled), so focus is not lost when an entry reaches the top. React moves the row's element when the list
 * comes back in its new order, which drops the browser's focus; the button pressed takes it back once the entry
 * has its new position.
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
  onMove: (direction: Step) => void;
}) {
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const refocus = useRef<Step | null>(null);

  useEffect(() => {
    const step = refocus.current;
    refocus.current = null;
    if (step) buttons[step].current?.focus();
    // Only a new position calls for it; the refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position]);

  const blocked = { up: position <= 1 || busy, down: position >= count || busy };
  const press = (step: Step) => {
    if (blocked[step]) return;
    if (document.activeElement === buttons[step].current) refocus.current = step;
    onMove(step);
  };

  return (
    <div className="flex gap-1">
      {(['up', 'down'] as const).map((step) => (
        <button
          key={step}
          ref={buttons[step]}
          type="button"
          className={iconButton}
          aria-label={`Move ${label} ${step}`}
          aria-disabled={blocked[step] ? true : undefined}
          onClick={() => press(step)}
        >
          {step === 'up' ? (
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      ))}
    </div>
  );
}
