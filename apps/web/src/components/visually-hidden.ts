/** Styles that keep text for screen readers while hiding it from sight. */
export const visuallyHidden = {
  position: 'absolute',
  // Pixel strings: in MUI's sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
