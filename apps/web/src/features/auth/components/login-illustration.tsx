/** A friendly decorative scene for the login card: books, a speech bubble, stars. */
export function LoginIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 260"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="160" cy="140" r="110" fill="#ffffff" opacity="0.14" />
      <circle cx="262" cy="52" r="26" fill="#ffc94a" />
      <path
        d="M50 60l6 13 14 2-10 10 3 14-13-7-13 7 3-14-10-10 14-2z"
        fill="#ffe9a8"
      />
      <path
        d="M270 170l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z"
        fill="#ffe9a8"
      />
      <rect x="70" y="168" width="180" height="26" rx="8" fill="#ff8a6b" />
      <rect x="82" y="194" width="160" height="24" rx="8" fill="#4dabf7" />
      <rect x="64" y="218" width="192" height="26" rx="8" fill="#ffc94a" />
      <rect
        x="92"
        y="174"
        width="120"
        height="4"
        rx="2"
        fill="#ffffff"
        opacity="0.7"
      />
      <rect
        x="100"
        y="200"
        width="110"
        height="4"
        rx="2"
        fill="#ffffff"
        opacity="0.7"
      />
      <rect
        x="84"
        y="226"
        width="140"
        height="4"
        rx="2"
        fill="#ffffff"
        opacity="0.7"
      />
      <path
        d="M88 52h130a20 20 0 0 1 20 20v44a20 20 0 0 1-20 20h-74l-26 22v-22h-30a20 20 0 0 1-20-20V72a20 20 0 0 1 20-20z"
        fill="#ffffff"
      />
      <rect x="96" y="76" width="56" height="12" rx="6" fill="#0b7285" />
      <rect x="160" y="76" width="48" height="12" rx="6" fill="#ffc94a" />
      <rect x="96" y="98" width="36" height="12" rx="6" fill="#ff8a6b" />
      <rect x="140" y="98" width="68" height="12" rx="6" fill="#c9e8ee" />
      <circle cx="214" cy="104" r="5" fill="#0b7285" />
    </svg>
  );
}
