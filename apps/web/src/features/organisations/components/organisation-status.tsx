import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

const COLOURS = { ACTIVE: 'success', SUSPENDED: 'warning', DEACTIVATED: 'error' } as const;

/** An organisation's status as a chip; `whenNotActive` shows it only for a suspended or deactivated one. */
export function OrganisationStatus({
  status,
  whenNotActive = false,
}: {
  status: string;
  whenNotActive?: boolean;
}) {
  const { t } = useTranslation();
  const known = status in COLOURS ? (status as keyof typeof COLOURS) : null;
  if (!known || (whenNotActive && known === 'ACTIVE')) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[known]}
      label={t(`lifecycle.status.${known}`)}
      data-testid="organisation-status"
    />
  );
}
