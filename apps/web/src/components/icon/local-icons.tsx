import type { ComponentType } from 'react';

/** The site mark (also public/favicon.svg). */
export function LogoIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="1em" height="1em" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path
        d="M18 16h16c7 0 12 4 12 10 0 4-2 7-6 8 5 1 8 5 8 10 0 7-6 12-14 12H18zm9 8v9h6c3 0 5-2 5-4.5S36 24 33 24zm0 16v10h7c3.5 0 5.5-2 5.5-5s-2-5-5.5-5z"
        fill="var(--app-surface, #fff)"
      />
    </svg>
  );
}

/** Icons bundled with the app, named `local-<name>` in rules. */
export const localIcons: Readonly<Record<string, ComponentType>> = {
  logo: LogoIcon,
};
