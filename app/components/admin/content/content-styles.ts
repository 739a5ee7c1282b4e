/** The looks of the content page's controls: the back office's blue buttons (as couriers-editor.tsx), 44 px tall. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md bg-blue-600 px-4 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-red-200 bg-white px-3 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
/** A square icon button (move up, move down): 44 px, named by its aria-label. */
export const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
export const sectionCard = 'mt-4 rounded-lg border border-gray-200 bg-white p-4';
export const checkboxLabel = 'flex min-h-11 items-center gap-2 text-sm text-gray-800';
