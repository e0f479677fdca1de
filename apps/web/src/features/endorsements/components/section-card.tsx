import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  /** The section's heading is `${id}-title`; the section is named by it. */
  id: string;
  title: string;
  /** Buttons at the right of the heading (under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A section of the Endorsements screen: a card named by its heading. */
export function SectionCard({ id, title, actions, children }: SectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          gap={2}
          sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
