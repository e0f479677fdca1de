import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface PageSectionProps {
  /** The id of the section's heading; the section is named by it. */
  titleId: string;
  title: string;
  /** A form's section stays readable on a wide screen. */
  maxWidth?: number;
  children: ReactNode;
}

/** A section of a page: an outlined sheet named by its heading (h2). */
export function PageSection({ titleId, title, maxWidth, children }: PageSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
