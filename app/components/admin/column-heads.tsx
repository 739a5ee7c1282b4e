import type { ReactNode } from 'react';

/** A column of a back-office table: its heading (a text, or an element with a `key`), right-aligned for figures. */
export type Column = string | { key: string; label: ReactNode; right?: boolean; className?: string };

const listLooks = 'bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';

/** The head row of a back-office table: one `<th scope="col">` a column, in the table's looks. */
export function ColumnHeads({ columns, className = listLooks }: { columns: readonly Column[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const {
            key,
            label,
            right,
            className: own,
          } = typeof column === 'string' ? { key: column, label: column, right: false, className: '' } : column;
          return (
            <th key={key} scope="col" className={['px-3 py-2', right ? 'text-right' : '', own ?? ''].join(' ').trim()}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
