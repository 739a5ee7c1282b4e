/**
 * The mark beside the label of a field its form requires (rule:required-fields-marked), shown from the start, before
 * any error. The asterisk is for the eye; the control itself carries `required`, which assistive technology reads, so
 * the label's accessible name stays the field's name. Where the control cannot carry it (a group of picture buttons),
 * `spoken` adds the word for screen readers.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" title="required" className="ml-0.5 font-semibold text-red-700">
        *
      </span>
      {spoken ? <span className="sr-only"> (required)</span> : null}
    </>
  );
}
