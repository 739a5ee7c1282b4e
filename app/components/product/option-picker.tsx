import { useT, type Translate } from '../../i18n/shop-i18n';
import type { OptionField, OptionGroup } from '../../lib/product-options';

/** An option group's name (domain/shared/line-options.ts's labels), in the page's language. */
function optionLabel(field: OptionField, t: Translate): string {
  switch (field) {
    case 'sizes':
      return t('product.option.size');
    case 'specs':
      return t('product.option.storage');
    case 'rams':
      return t('product.option.ram');
    case 'colors':
      return t('product.option.colour');
    case 'weight':
      return t('product.option.weight');
  }
}

/**
 * One option group (rule:product-options: size, storage, RAM, colour or weight) as real
 * radio buttons, so arrow keys and screen readers work as they do everywhere; the chosen
 * value is drawn as a filled chip.
 */
export function OptionPicker({
  group,
  value,
  onChange,
}: {
  group: OptionGroup;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset data-testid={`option-${group.field}`}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">
        {`${optionLabel(group.field, t)}: `}
        <span className="font-normal text-gray-700">{value}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {group.values.map((option) => (
          <label key={option} className="relative cursor-pointer">
            <input
              type="radio"
              name={`option-${group.field}`}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-900 hover:border-indigo-400 peer-checked:border-indigo-600 peer-checked:bg-indigo-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
