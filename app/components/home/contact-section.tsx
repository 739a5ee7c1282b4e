import { CheckCircle2, Clock, MailCheck, Send } from 'lucide-react';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { toast } from '../../lib/toast';
import { api, errorMessage } from '../../lib/api';

/** rule:contact-form-states: the message-sent view stays 3000 ms, then the empty form returns. */
export const messageSentMs = 3000;

/**
 * The limits of domain/schemas/contact.ts, which the API enforces, repeated as browser-native
 * constraints so the browser catches what the server would refuse: names up to 100 characters,
 * e-mail up to 254, comments up to 2000, a mobile number of 7 to 15 digits.
 */
const limits = { name: 100, email: 254, comment: 2000, mobileMin: 1_000_000, mobileMax: 999_999_999_999_999 } as const;

const empty = { name: '', email: '', mobile: '', comment: '' };
type Fields = typeof empty;
type Status = 'editing' | 'submitting' | 'sent';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600/40 disabled:bg-gray-50';

/**
 * rule:contact-form with the states of rule:contact-form-states: editing; submitting (button disabled,
 * 'Sending...'); 'Message Sent!' for 3 seconds, then the form again, empty. On a
 * failure an error toast with the server's message, and the form keeps what was typed.
 */
export function ContactSection() {
  const t = useT();
  const [fields, setFields] = useState<Fields>(empty);
  const [status, setStatus] = useState<Status>('editing');
  const sentRef = useRef<HTMLDivElement>(null);

  // A layout effect, so the 3000 ms count from the moment the confirmation is on screen, not from a later frame.
  useLayoutEffect(() => {
    if (status !== 'sent') return;
    // Screen-reader and keyboard users land on the confirmation rather than on a vanished button.
    sentRef.current?.focus();
    const timer = window.setTimeout(() => {
      setFields(empty);
      setStatus('editing');
    }, messageSentMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    setStatus('submitting');
    try {
      // POST contact-us (rule:api-contract): name, email, mobile, comment.
      await api('contact-us', { method: 'POST', body: fields });
      setStatus('sent');
    } catch (err) {
      toast.error(errorMessage(err));
      setStatus('editing');
    }
  }

  const submitting = status === 'submitting';

  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      data-testid="contact"
    >
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gray-200 lg:grid-cols-5">
        <div className="bg-linear-to-br from-indigo-700 to-violet-700 p-7 text-white sm:p-10 lg:col-span-2">
          <h2 id="contact-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('home.contact.title')}
          </h2>
          <p className="mt-3 text-indigo-50">{t('home.contact.intro')}</p>
          <ul className="mt-8 space-y-5">
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
              <p>
                <span className="block font-semibold">{t('home.contact.hoursTitle')}</span>
                <span className="text-indigo-50">{t('home.contact.hours')}</span>
              </p>
            </li>
            <li className="flex gap-3">
              <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
              <p>
                <span className="block font-semibold">{t('home.contact.repliesTitle')}</span>
                <span className="text-indigo-50">{t('home.contact.replies')}</span>
              </p>
            </li>
          </ul>
        </div>

        <div className="p-7 sm:p-10 lg:col-span-3">
          {status === 'sent' ? (
            <div
              ref={sentRef}
              tabIndex={-1}
              role="status"
              className="flex min-h-[22rem] flex-col items-center justify-center gap-3 text-center outline-none"
              data-testid="contact-sent"
            >
              <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-emerald-600" />
              <h3 className="text-xl font-bold text-gray-900">{t('home.contact.sentTitle')}</h3>
              <p className="text-gray-600">{t('home.contact.sentText')}</p>
            </div>
          ) : (
            // method=post: a submit before the page is interactive keeps the message out of the URL.
            <form
              method="post"
              onSubmit={submit}
              className="grid gap-5 sm:grid-cols-2"
              data-testid="contact-form"
              aria-describedby="contact-note"
            >
              <p id="contact-note" className="text-sm text-gray-600 sm:col-span-2">
                {t('home.contact.allRequired')}
              </p>
              <div>
                <label htmlFor="contact-name" className="text-sm font-medium text-gray-900">
                  {t('home.contact.name')}
                </label>
                <input
                  id="contact-name"
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={limits.name}
                  value={fields.name}
                  onChange={update('name')}
                  readOnly={submitting}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="contact-email" className="text-sm font-medium text-gray-900">
                  {t('home.contact.email')}
                </label>
                <input
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={limits.email}
                  value={fields.email}
                  onChange={update('email')}
                  readOnly={submitting}
                  className={inputClass}
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="contact-mobile" className="text-sm font-medium text-gray-900">
                  {t('home.contact.mobile')}
                </label>
                {/* rule:contact-form: a number field; min/max/step allow whole numbers of 7 to 15 digits, as the API does. */}
                <input
                  id="contact-mobile"
                  name="mobile"
                  type="number"
                  inputMode="numeric"
                  autoComplete="tel"
                  required
                  min={limits.mobileMin}
                  max={limits.mobileMax}
                  step={1}
                  value={fields.mobile}
                  onChange={update('mobile')}
                  readOnly={submitting}
                  className={`${inputClass} [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="contact-comment" className="text-sm font-medium text-gray-900">
                  {t('home.contact.message')}
                </label>
                <textarea
                  id="contact-comment"
                  name="comment"
                  rows={4}
                  required
                  maxLength={limits.comment}
                  value={fields.comment}
                  onChange={update('comment')}
                  readOnly={submitting}
                  className={`${inputClass} resize-y`}
                />
              </div>
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  disabled={submitting}
                  className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-75 sm:w-auto"
                >
                  <Send aria-hidden="true" className="h-4 w-4" />
                  {submitting ? t('home.contact.sending') : t('home.contact.send')}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
