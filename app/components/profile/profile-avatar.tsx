import { initials } from '../../lib/initials';
import { responsiveImage } from '../../lib/images';
import { useT } from '../../i18n/shop-i18n';

const sizes = {
  lg: 'h-24 w-24 text-3xl',
  md: 'h-16 w-16 text-xl',
} as const;
/** The same boxes in CSS pixels, for the picture's srcset. */
const boxes = { lg: '96px', md: '64px' } as const;

/** The shopper's picture, or their initials on the brand colour when there is none. */
export function ProfileAvatar({
  fullName,
  profilePic,
  size = 'lg',
  testId,
}: {
  fullName: string;
  profilePic: string;
  size?: keyof typeof sizes;
  testId?: string;
}) {
  const t = useT();
  if (profilePic) {
    return (
      <img
        src={profilePic}
        {...responsiveImage(profilePic, boxes[size])}
        alt={t('profile.avatar.picture', { name: fullName })}
        width={96}
        height={96}
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-4 ring-white shadow`}
        data-testid={testId}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('profile.avatar.initials', { name: fullName })}
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-600 font-bold text-white ring-4 ring-white shadow`}
      data-testid={testId}
    >
      {initials(fullName)}
    </span>
  );
}
