/**
 * A star drawn as one plain SVG path, for the read-only rating rows (`Stars`, the filter panel's `RatingIcons`).
 * It replaces lucide's `Star` there because a row of five was five icon components to render and hydrate, and a
 * product or list page shows dozens of stars (ADR 0044). Same box and stroke as lucide's icons: the `fill-*` and
 * `text-*` classes colour it as before.
 */
export function StarIcon({ size, className }: { size: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 2.96 14.47 9.56 21.51 9.86 15.99 14.25 17.88 21.05 12 17.16 6.12 21.05 8.01 14.25 2.49 9.86 9.53 9.56Z" />
    </svg>
  );
}
