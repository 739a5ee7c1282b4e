/**
 * The options a cart or order line was chosen with (rule:cart-line-fields), labelled as the
 * product page's pickers label them. One list for the cart drawer, the checkout summary, the
 * order pages and the order confirmation mail.
 */
export interface LineOptionValues {
  sizes?: string;
  specs?: string;
  rams?: string;
  colors?: string;
  weight?: string;
  material?: string;
}

const optionLabels: [keyof LineOptionValues, string][] = [
  ['sizes', 'Size'],
  ['specs', 'Storage'],
  ['rams', 'RAM'],
  ['colors', 'Colour'],
  ['weight', 'Weight'],
  ['material', 'Material'],
];

/** 'Size: M', 'Colour: Teal', ... for the options the line has (blank ones left out). */
export function chosenOptions(line: LineOptionValues): string[] {
  return optionLabels.flatMap(([key, label]) => {
    const value = line[key];
    return typeof value === 'string' && value.trim() !== '' ? [`${label}: ${value.trim()}`] : [];
  });
}
