import type { ReactNode, Ref } from 'react';

/**
 * The account pages' frame: one centred card with the screen's title. The title can take
 * focus (tabIndex -1), so a screen that changes in place can move the shopper to its start.
 */
export function AuthCard({
  title,
  subtitle,
  titleRef,
  icon,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  titleRef?: Ref<HTMLHeadingElement>;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-linear-to-b from-indigo-50 to-gray-50 px-4 py-8 sm:py-14">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-200 sm:p-8">
        <div className="mb-6 text-center">
          {icon ? (
            <span className="mx-auto mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
              {icon}
            </span>
          ) : null}
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-gray-900 outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-2 text-gray-600">{subtitle}</p> : null}
        </div>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-gray-100 pt-5 text-center text-sm text-gray-700">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
