/** After a refused submit, the first field with a message takes focus, so its message is read out first. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>, fieldOrder: readonly string[]) {
  const first = fieldOrder.find((name) => errors[name]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
