import { useEffect, useRef, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A screen: its one h1, which takes the focus when the screen opens (a screen reader hears where it is). */
export function Screen({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2.5}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h5"
        component="h1"
        sx={{ outline: 'none', overflowWrap: 'anywhere' }}
      >
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}
