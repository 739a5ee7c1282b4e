/** The heading block every home section opens with: one h2 (the hero holds the page's only h1). */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm text-gray-600 sm:text-base">{subtitle}</p> : null}
    </div>
  );
}
