/**
 * Read by screen readers (and text search), not shown: spread or pass as `sx`. Sizes in px: MUI reads
 * a bare 1 as 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
