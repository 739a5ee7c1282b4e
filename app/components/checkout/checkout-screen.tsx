import { AlertTriangle, Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';
import {
  fillFromPin,
  pinMismatch,
  prefillShipping,
  shippingFields,
  type FilledFromPin,
  validateShipping,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
} from '../../lib/checkout-form';
import type { CheckoutSummary, LiveCart } from '../../lib/checkout-summary';
import type { DeliveryLine } from '../../lib/delivery-check';
import { CheckoutEmpty } from './checkout-empty';
import { OrderSuccessDialog } from './order-success-dialog';
import { OrderSummary } from './order-summary';
import { OrderSummarySkeleton } from './order-summary-skeleton';
import { PaymentMethod } from './payment-method';
import { StateField } from './state-field';
import { DeliveryLineText } from '../shop/delivery-check';
import { TextField } from '../ui/text-field';
import { useCheckoutDelivery } from './use-checkout-delivery';
import { useCheckoutSummary } from './use-checkout-summary';
import { usePlaceOrder } from './use-place-order';

/**
 * The checkout: the shipping form (rule:checkout-form, rule:checkout-phone-state), the payment
 * method, the order summary and Complete Order (Processing... then Order Placed! and the success
 * popup, rule:complete-order); rule:server-prices-orders, rule:failures-shown, rule:no-overselling.
 * The delivery promise for the ZIP Code (rule:delivery-promise): City and State filled from the PIN, a note where
 * they disagree with it, the order's delivery line, and Complete Order held back where the shop cannot deliver or
 * take cash (rule:cod-by-pin, rule:cod-by-zone), as the server would refuse it.
 */
export function CheckoutScreen({
  cart,
  user,
  pincode,
  rule,
}: {
  cart: LiveCart;
  user: { fullName: string; email: string; phone: string };
  /** The PIN the shopper checked last or ordered to last, for the ZIP Code. */
  pincode: string | null;
  rule: { freeShippingThreshold: number; flatShippingFee: number };
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ShippingValues>(() => prefillShipping(user, pincode));
  const [errors, setErrors] = useState<ShippingErrors>({});
  const filledByPin = useRef<FilledFromPin>({});
  const { summary: live, checkOutCartInstead } = useCheckoutSummary(cart, rule);
  const { state, orderProblem, place } = usePlaceOrder();
  // While an order is on its way or placed, the page keeps showing what was ordered.
  const summary = state.phase === 'idle' ? live : state.summary;
  const delivery = useCheckoutDelivery(values.pincode, live, (where) => {
    const filled = fillFromPin(values, where, filledByPin.current);
    filledByPin.current = filled.filled;
    setValues(filled.values);
    setErrors((e) => ({
      ...e,
      city: filled.values.city ? undefined : e.city,
      state: filled.values.state ? undefined : e.state,
    }));
  });
  const mismatch = delivery?.promise ? pinMismatch(values, delivery.promise, t) : {};

  const edit = (field: ShippingField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!summary || state.phase !== 'idle' || blocks(delivery)) return;
    const found = validateShipping(values, t);
    setErrors(found);
    const firstInvalid = shippingFields.find((field) => found[field]);
    if (firstInvalid) {
      const control = form.current?.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    void place(summary, values);
  };

  if (summary === null) return <CheckoutEmpty />;

  const buttonText =
    state.phase === 'placed'
      ? t('checkout.orderPlaced')
      : state.phase === 'processing'
        ? t('checkout.processing')
        : t('checkout.completeOrder');

  return (
    // method=post: should someone submit before the page is interactive, the name, phone and address never
    // land in a URL (and so in logs and history).
    <form
      ref={form}
      method="post"
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="flex flex-col gap-6">
        <fieldset className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <legend className="px-1 text-lg font-bold text-gray-900">{t('checkout.shippingInformation')}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={t('checkout.firstName')}
              value={values.firstName}
              error={errors.firstName}
              onChange={edit('firstName')}
              autoComplete="given-name"
            />
            <TextField
              name="lastName"
              label={t('checkout.lastName')}
              value={values.lastName}
              error={errors.lastName}
              onChange={edit('lastName')}
              autoComplete="family-name"
            />
            <TextField
              name="email"
              label={t('checkout.email')}
              type="email"
              inputMode="email"
              value={values.email}
              error={errors.email}
              onChange={edit('email')}
              autoComplete="email"
            />
            <TextField
              name="phone"
              label={t('checkout.phone')}
              type="tel"
              inputMode="tel"
              value={values.phone}
              error={errors.phone}
              onChange={edit('phone')}
              autoComplete="tel-national"
            />
            <TextField
              name="addressLine"
              label={t('checkout.streetAddress')}
              value={values.addressLine}
              error={errors.addressLine}
              onChange={edit('addressLine')}
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <TextField
              name="city"
              label={t('checkout.city')}
              value={values.city}
              error={errors.city}
              onChange={edit('city')}
              autoComplete="address-level2"
              hint={mismatch.city}
            />
            <StateField
              value={values.state}
              error={errors.state}
              onChange={edit('state')}
              mismatch={mismatch.state}
              suggested={delivery?.promise?.state}
            />
            <TextField
              name="pincode"
              label={t('checkout.zipCode')}
              inputMode="numeric"
              value={values.pincode}
              error={errors.pincode}
              onChange={edit('pincode')}
              autoComplete="postal-code"
            />
          </div>
        </fieldset>
        <PaymentMethod />
      </div>

      <SummarySection
        summary={summary}
        buttonText={buttonText}
        canOrder={state.phase === 'idle'}
        delivery={delivery}
        orderProblem={orderProblem}
        checkOutCartInstead={state.phase === 'idle' ? checkOutCartInstead : undefined}
      />

      {state.phase === 'placed' ? (
        <OrderSuccessDialog
          order={state.order}
          email={state.order.email || values.email}
          onLeave={() => navigate(localizePath('/products', locale))}
        />
      ) : null}
    </form>
  );
}

/** The server said the shop cannot deliver there, or cannot take cash there for this order: it would refuse it. */
const blocks = (delivery: DeliveryLine | null) => delivery !== null && delivery.answered && !delivery.good;

/**
 * The order summary and Complete Order. The server renders the placeholder (a Buy Now item is known only to the
 * browser), and so does the hydration (useCheckoutDraft's server snapshot); the summary shows right after it.
 */
function SummarySection({
  summary,
  buttonText,
  canOrder,
  delivery,
  orderProblem,
  checkOutCartInstead,
}: {
  summary: CheckoutSummary | undefined;
  buttonText: string;
  /** No order is on its way or placed. */
  canOrder: boolean;
  /** The delivery promise for the ZIP Code, once asked. */
  delivery: DeliveryLine | null;
  orderProblem: string | null;
  checkOutCartInstead: (() => void) | undefined;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6 lg:sticky lg:top-20"
    >
      <h2
        id="order-summary-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('checkout.orderSummary')}
      </h2>
      {summary === undefined ? <OrderSummarySkeleton /> : <OrderSummary summary={summary} />}
      {checkOutCartInstead ? (
        <p className="mt-3 text-sm text-gray-700">
          {t('checkout.buyingOnItsOwn')}{' '}
          <button
            type="button"
            onClick={() => {
              checkOutCartInstead();
              // The line goes with its button: focus moves to the summary it changed, not to the page's start.
              heading.current?.focus();
            }}
            className="font-medium text-indigo-700 underline hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('checkout.checkOutCartInstead')}
          </button>
        </p>
      ) : null}
      {orderProblem ? (
        <div
          role="alert"
          className="mt-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="checkout-order-problem"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <span className="font-semibold">{t('checkout.orderNotPlaced')}</span> {orderProblem}
          </p>
        </div>
      ) : null}
      {/* Always there, empty until an answer: a live region present before its text is read out when the text comes. */}
      <p className={delivery ? 'mt-4' : undefined}>
        <DeliveryLineText id="checkout-delivery" testId="checkout-delivery" line={delivery} />
      </p>
      <button
        type="submit"
        disabled={summary === undefined || !canOrder || blocks(delivery)}
        aria-describedby={blocks(delivery) ? 'checkout-delivery' : undefined}
        data-testid="complete-order"
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-indigo-700 disabled:hover:bg-indigo-700"
      >
        <Lock aria-hidden="true" className="h-5 w-5" />
        {buttonText}
      </button>
      <p className="mt-2 text-center text-xs text-gray-600">{t('checkout.payInCash')}</p>
    </section>
  );
}
