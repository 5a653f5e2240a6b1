import type { ReactNode } from 'react';

/** A person outline, the account actions' icon on small screens (decorative). */
export function AccountIcon(): ReactNode {
  return (
    <svg
      className="web-AccountActionsIcon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}
