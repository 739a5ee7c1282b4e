import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { LineReturnChoice } from '../../../domain/returns/return-choices';
import { returnRequestBodySchema } from '../../../domain/schemas/returns';
import {
  maxReturnPhotos,
  returnReasons,
  type ReturnKind,
  type ReturnReason,
} from '../../../domain/shared/return-request-rules';
import { ApiError, api, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useImageUpload } from '../../lib/use-image-upload';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useT } from '../../i18n/shop-i18n';
import { reasonLabel, returnErrorText } from './return-texts';

type Errors = Partial<Record<string, string>>;

const buttonClass =
  'min-h-11 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-80';
const secondaryClass =
  'min-h-11 rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The shopper's request to send a delivered line back (rule:return-requests): a return, or for a line bought in a
 * size an exchange to another size in stock; how many, why (a photo for damage), and for a return where the refund
 * goes (UPI ID, or a bank account typed twice with its IFSC). The form checks with the server's own schema first, so
 * the shopper reads the same messages either way, then posts to the public API and reloads the order.
 */
export function ReturnRequestForm({
  orderId,
  title,
  choice,
  onDone,
}: {
  orderId: string;
  title: string;
  choice: LineReturnChoice;
  onDone: () => void;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<ReturnKind>('return');
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [reasonNote, setReasonNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [exchangeSize, setExchangeSize] = useState('');
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [upiId, setUpiId] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountNumberAgain, setAccountNumberAgain] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [uploadingPhoto, setUploadingPhoto] = useState(false);
  const { fileInput, upload } = useImageUpload({
    onUploaded: (url) => setPhotos((current) => [...current, url].slice(0, maxReturnPhotos)),
    onUploadingChange: setUploadingPhoto,
    onError: (message) => setErrors((current) => ({ ...current, photos: message })),
  });
  const canExchange = choice.exchangeSizes.length > 0;

  function body() {
    return {
      orderItemId: choice.lineId,
      kind,
      quantity,
      reason: reason || undefined,
      reasonNote,
      photos,
      ...(kind === 'exchange' ? { exchangeSize: exchangeSize || undefined } : {}),
      ...(kind === 'return'
        ? {
            refund:
              method === 'upi' ? { method, upiId } : { method, accountName, accountNumber, accountNumberAgain, ifsc },
          }
        : {}),
    };
  }

  /** The schema's messages by field (refund.upiId is shown beside the UPI field), plus the rules the server adds. */
  function check(): Errors {
    const found: Errors = {};
    const parsed = returnRequestBodySchema.safeParse(body());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key] ??= returnErrorText(issue.message, t);
      }
    }
    if (reason === 'damaged' && photos.length === 0) found.photos = t('returns.error.damagePhoto');
    if (reason === 'other' && reasonNote.trim() === '') found.reasonNote = t('returns.error.reasonNote');
    if (kind === 'exchange' && !exchangeSize) found.exchangeSize = t('returns.error.exchangeSize');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await api<{ label: string }>(`orders/${encodeURIComponent(orderId)}/returns`, {
        method: 'POST',
        body: body(),
      });
      toast.success(answer.message);
      onDone();
      void revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && Array.isArray(err.details)) {
        const byField: Errors = {};
        for (const d of err.details as { path: string; message: string }[])
          byField[d.path] ??= returnErrorText(d.message, t);
        setErrors(byField);
      }
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex flex-col gap-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
      aria-label={t('returns.form.label', { title })}
      data-testid="return-request-form"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('returns.form.what')}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="kind" checked={kind === 'return'} onChange={() => setKind('return')} />
          {t('returns.form.returnForRefund')}
        </label>
        {canExchange ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="kind" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
            {t('returns.form.exchangeSize', { size: choice.size })}
          </label>
        ) : null}
      </fieldset>

      {kind === 'exchange' ? (
        <SelectField
          label={t('returns.form.newSize')}
          name="exchangeSize"
          value={exchangeSize}
          onChange={setExchangeSize}
          error={errors.exchangeSize}
          required
        >
          <option value="">{t('returns.form.chooseSize')}</option>
          {choice.exchangeSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      ) : null}

      {choice.unitsLeft > 1 ? (
        <SelectField
          label={t('returns.form.howMany')}
          name="quantity"
          value={quantity}
          onChange={(value) => setQuantity(Number(value))}
          error={errors.quantity}
          required
        >
          {Array.from({ length: choice.unitsLeft }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      ) : null}

      <SelectField
        label={t('returns.form.reason')}
        name="reason"
        value={reason}
        onChange={(value) => setReason(value as ReturnReason)}
        error={errors.reason}
        required
      >
        <option value="">{t('returns.form.chooseReason')}</option>
        {returnReasons.map((r) => (
          <option key={r} value={r}>
            {reasonLabel(r, t)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={reason === 'other' ? t('returns.form.tellUsWhy') : t('returns.form.anythingToAdd')}
        name="reasonNote"
        value={reasonNote}
        onChange={setReasonNote}
        error={errors.reasonNote}
        required={reason === 'other'}
        maxLength={500}
      />

      <div>
        <p className="text-sm font-medium text-gray-900">
          {reason === 'damaged'
            ? t('returns.form.photosDamaged', { max: maxReturnPhotos })
            : t('returns.form.photos', { max: maxReturnPhotos })}
        </p>
        {photos.length > 0 ? (
          <ul className="mt-2 flex gap-2" data-testid="return-photos">
            {photos.map((url) => (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={t('returns.form.yourPhoto')}
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
                <button
                  type="button"
                  className="mt-1 text-xs text-red-700 underline"
                  onClick={() => setPhotos((current) => current.filter((p) => p !== url))}
                >
                  {t('returns.form.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < maxReturnPhotos ? (
          <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-indigo-700 underline">
            {uploadingPhoto ? t('returns.form.uploading') : t('returns.form.addPhoto')}
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={uploadingPhoto}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
        ) : null}
        {errors.photos ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.photos}
          </p>
        ) : null}
      </div>

      {kind === 'return' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('returns.form.refundWhere')}</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="method" checked={method === 'upi'} onChange={() => setMethod('upi')} />
              {t('returns.form.toUpi')}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="method" checked={method === 'bank'} onChange={() => setMethod('bank')} />
              {t('returns.form.toBank')}
            </label>
          </div>
          {method === 'upi' ? (
            <TextField
              label={t('returns.form.upiId')}
              name="upiId"
              value={upiId}
              onChange={setUpiId}
              error={errors['refund.upiId'] ?? errors.refund}
              placeholder="name@okhdfcbank"
              autoComplete="off"
              required
            />
          ) : (
            <>
              <TextField
                label={t('returns.form.accountName')}
                name="accountName"
                value={accountName}
                onChange={setAccountName}
                error={errors['refund.accountName']}
                required
              />
              <TextField
                label={t('returns.form.accountNumber')}
                name="accountNumber"
                value={accountNumber}
                onChange={setAccountNumber}
                error={errors['refund.accountNumber']}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              <TextField
                label={t('returns.form.accountNumberAgain')}
                name="accountNumberAgain"
                value={accountNumberAgain}
                onChange={setAccountNumberAgain}
                error={errors['refund.accountNumberAgain']}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              <TextField
                label={t('returns.form.ifsc')}
                name="ifsc"
                value={ifsc}
                onChange={setIfsc}
                error={errors['refund.ifsc']}
                placeholder="HDFC0001234"
                autoComplete="off"
                required
              />
            </>
          )}
          <p className="text-xs text-gray-600">{t('returns.form.privacy')}</p>
        </fieldset>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy || uploadingPhoto}>
          {busy
            ? t('returns.form.processing')
            : kind === 'exchange'
              ? t('returns.form.askExchange')
              : t('returns.form.askReturn')}
        </button>
        <button type="button" className={secondaryClass} onClick={onDone}>
          {t('returns.form.cancel')}
        </button>
      </div>
    </form>
  );
}
