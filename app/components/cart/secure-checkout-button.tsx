import { Lock } from 'lucide-react';

/**
 * rule:secure-checkout: Secure Checkout, then 'Processing...' until /checkout shows. It stays
 * enabled when a line exceeds stock (rule:no-overselling: the server refuses such an order at
 * placement, and the checkout page says why); the line's warning is already on screen.
 */
export function SecureCheckoutButton({ processing, onClick }: { processing: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button while it works (a disabled button drops it).
      onClick={() => !processing && onClick()}
      aria-disabled={processing}
      data-testid="secure-checkout"
      className={`mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        processing ? 'cursor-wait bg-indigo-700' : 'bg-indigo-600 hover:bg-indigo-700'
      }`}
    >
      <Lock aria-hidden="true" className="h-5 w-5" />
      {processing ? 'Processing...' : 'Secure Checkout'}
    </button>
  );
}
