import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ListSectionProps {
  title: string;
  /** A line under the heading. */
  hint?: string;
  children: ReactNode;
}

/** A second list on a page: a section named by its heading (h2), the table below it. */
export function ListSection({ title, hint, children }: ListSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}
