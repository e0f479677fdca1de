import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldList, type FieldListItem } from '../../../components/field-list';
import { avatarSource, initialOf } from '../../../lib/format';

/** A card of the home page: a section named by its heading (`${id}-title`). */
export function HomePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

interface AvatarFieldsProps {
  /** A picture (URL or base64); without one the avatar shows the initial of `name`. */
  avatar: string | null | undefined;
  name: string | null | undefined;
  testIdPrefix: string;
  items: readonly FieldListItem[];
}

/** An avatar beside a list of fields, stacked on narrow screens. */
export function AvatarFields({ avatar, name, testIdPrefix, items }: AvatarFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Avatar src={avatarSource(avatar)} sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
        {initialOf(name)}
      </Avatar>
      <FieldList testIdPrefix={testIdPrefix} items={items} />
    </Stack>
  );
}
