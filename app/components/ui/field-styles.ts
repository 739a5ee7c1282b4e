/** The forms' shared looks (house style: the contact form's fields, indigo brand). */

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/40 aria-invalid:border-red-600';

export const labelClass = 'mb-1.5 block text-sm font-medium text-gray-900';

export const errorClass = 'mt-1.5 text-sm font-medium text-red-700';

export const hintClass = 'mt-1.5 text-sm text-gray-600';

/** A button that reads as a link (mode switches that change the form in place). */
export const linkButtonClass =
  'inline-flex min-h-11 items-center rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
