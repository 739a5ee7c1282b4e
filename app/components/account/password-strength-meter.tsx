import { useT } from '../../i18n/shop-i18n';
import { passwordStrength } from './password-strength';

const barColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;
const textColours = ['text-red-700', 'text-orange-700', 'text-amber-800', 'text-lime-800', 'text-emerald-700'] as const;

/**
 * rule:sign-up-form "password with strength meter", rule:password-strength its four points and five labels.
 * Informational only. Four bars fill with the score; the label is text, so colour is never
 * the only cue. Shown once the shopper starts typing.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const t = useT();
  const { score, label } = passwordStrength(password, t);
  return (
    <div id={id} className="mt-2" data-testid="password-strength">
      <div aria-hidden="true" className="flex gap-1.5">
        {[1, 2, 3, 4].map((point) => (
          <span
            key={point}
            className={`h-1.5 flex-1 rounded-full ${password !== '' && point <= score ? barColours[score] : 'bg-gray-200'}`}
          />
        ))}
      </div>
      <p className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-sm text-gray-600">
        <span>{t('account.strength.hint')}</span>
        {password !== '' ? (
          <span>
            {t('account.strength.title')} <span className={`font-semibold ${textColours[score]}`}>{label}</span>
          </span>
        ) : null}
      </p>
    </div>
  );
}
