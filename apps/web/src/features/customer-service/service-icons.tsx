/** One small line icon per csType (SVG: an emoji would show as a box on systems without an emoji font). */
export const ServiceIcon = ({ type }: { type: number }) => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {type === 1 ? (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </>
    ) : type === 2 ? (
      <path d="M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l8-6" />
    ) : (
      <>
        <path d="M4 5h16v10H9l-5 4V5Z" />
        <path d="M8 9h8M8 12h5" />
      </>
    )}
  </svg>
);
