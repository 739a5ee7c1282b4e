import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll, so the page itself never scrolls sideways on a phone. It can take focus and is
 * a named region, so someone on a keyboard can scroll it too (axe: scrollable-region-focusable) even when the table
 * holds no link or button.
 */
export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}
    >
      {children}
    </div>
  );
}
