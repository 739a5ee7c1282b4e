import { X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '../../lib/toast';
import type { PublicUser } from '../../../domain/views/accounts';
import { api, errorMessage } from '../../lib/api';
import { useModal } from '../ui/use-modal';
import { genderOptions } from '../../../domain/shared/account-rules';
import { useT } from '../../i18n/shop-i18n';
import { genderText } from '../account/gender-text';
import { validateProfileForm, type ProfileFormErrors, type ProfileFormValues } from './profile-form';
import { FieldError } from '../ui/field-error';
import { inputClass, labelClass } from '../ui/field-styles';
import { TextField } from '../ui/text-field';
import { ProfilePicturePicker } from './profile-picture-picker';

/**
 * rule:profile-screen: the Edit Profile modal (full name, phone, gender select, profile image
 * upload, Save). Save checks the fields as the server does (profile-form.ts), then PUTs
 * /api/auth/update/{userId}. Success: the server's message as a toast, the modal closes and the
 * page reloads its data (onSaved). Failure (rule:failures-shown): the server's message as a toast and
 * above the form; the modal stays open with what was typed.
 */
export function EditProfileModal({
  user,
  onClose,
  onSaved,
  returnFocus,
}: {
  user: PublicUser;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<ProfileFormValues>({
    fullName: user.fullName,
    phone: user.phone,
    gender: user.gender,
    profilePic: user.profilePic,
  });
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    gender: `${id}-gender`,
    genderError: `${id}-gender-error`,
  };
  const close = () => {
    if (!saving) onClose();
  };
  useModal(panel, close, { returnFocus });

  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    setServerError(null);
    const checked = validateProfileForm(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first wrong field gets the focus, so its message is read out next.
      const first = (['fullName', 'phone', 'gender'] as const).find((f) => checked.errors[f]);
      if (first) panel.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const res = await api(`auth/update/${encodeURIComponent(user._id)}`, { method: 'PUT', body: checked.body });
      toast.success(res.message);
      await onSaved();
    } catch (err) {
      const message = errorMessage(err);
      toast.error(message);
      setServerError(message);
      setSaving(false);
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-gray-900/60" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        className="relative max-h-[92vh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:rounded-2xl"
        data-testid="edit-profile-modal"
      >
        <form onSubmit={save} noValidate className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={ids.title} className="text-xl font-bold text-gray-900">
              {t('profile.edit')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('profile.close')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>

          {serverError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              data-testid="edit-profile-error"
            >
              {serverError}
            </p>
          ) : null}

          <TextField
            label={t('account.fullName')}
            name="fullName"
            autoComplete="name"
            maxLength={100}
            value={values.fullName}
            onChange={set('fullName')}
            error={errors.fullName}
            data-autofocus
          />
          <TextField
            label={t('account.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
            hint={t('profile.phone.hint')}
          />
          <div>
            <label htmlFor={ids.gender} className={labelClass}>
              {t('account.gender')}
            </label>
            <select
              id={ids.gender}
              name="gender"
              value={values.gender}
              onChange={(e) => set('gender')(e.target.value)}
              aria-invalid={errors.gender ? true : undefined}
              aria-describedby={errors.gender ? ids.genderError : undefined}
              className={inputClass}
            >
              {genderOptions.map((g) => (
                <option key={g.value} value={g.value}>
                  {genderText(g.value, t)}
                </option>
              ))}
            </select>
            <FieldError id={ids.genderError} message={errors.gender} />
          </div>

          <ProfilePicturePicker
            fullName={values.fullName}
            imageUrl={values.profilePic}
            error={errors.profilePic}
            onChange={set('profilePic')}
            onUploadingChange={setUploading}
            onError={(message) => setErrors((e) => ({ ...e, profilePic: message }))}
          />

          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={close}
              disabled={saving}
              className="min-h-11 rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {t('profile.cancel')}
            </button>
            <button
              type="submit"
              disabled={saving || uploading}
              aria-busy={saving}
              className="min-h-11 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-80"
              data-testid="save-profile"
            >
              {saving ? t('profile.saving') : t('profile.save')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
