import { dangerButton, secondaryButton } from './content-styles';
import { MoveButtons } from './move-buttons';

/**
 * The buttons of one entry of an ordered list the back office keeps (a hero entry, a testimonial, a category, a sub
 * category): move up and down, Hide or Show where the entry can be hidden, Edit (or Rename), and Delete where it
 * may be deleted (the caller asks first). Every button's name ends with what the entry is called, for screen
 * readers and tests ("Hide Festive Sale").
 */
export function EntryActions({
  label,
  position,
  count,
  busy,
  onMove,
  shown,
  onToggleShown,
  editText = 'Edit',
  onEdit,
  onDelete,
}: {
  label: string;
  /** 1-based. */
  position: number;
  count: number;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  /** Whether shoppers see the entry now; with `onToggleShown`, offers Hide or Show. */
  shown?: boolean;
  onToggleShown?: () => void;
  editText?: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <MoveButtons label={label} position={position} count={count} busy={busy} onMove={onMove} />
      {onToggleShown ? (
        <button type="button" className={secondaryButton} disabled={busy} onClick={onToggleShown}>
          {shown ? 'Hide' : 'Show'}
          <span className="sr-only"> {label}</span>
        </button>
      ) : null}
      <button type="button" className={secondaryButton} onClick={onEdit}>
        {editText}
        <span className="sr-only"> {label}</span>
      </button>
      {onDelete ? (
        <button type="button" className={dangerButton} onClick={onDelete}>
          Delete<span className="sr-only"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}
