/** Glyphs only the header's badges use (the kit has no envelope or speech bubble). */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3" y="5.5" width="18" height="13" rx="2" {...stroke} />
      <path d="M3.5 7l8.5 6 8.5-6" {...stroke} />
    </svg>
  );
}

export function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 5.5h16v10H10l-4.5 3.5V15.5H4z" {...stroke} />
    </svg>
  );
}
