/** The Nibras lantern mark (decorative; the visible name carries the meaning). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M32 10c-8 10-14 17-14 26a14 14 0 0 0 28 0c0-9-6-16-14-26z" fill="#fde68a" />
      <circle cx="32" cy="38" r="6" fill="#0f766e" />
    </svg>
  );
}
