import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TCredentialStatus, TEndorsementLabel } from '@sigil/core';

const CREDENTIAL_COLOURS: Record<TCredentialStatus, ChipProps['color']> = {
  VALID: 'success',
  REVOKED: 'error',
};

const LABEL_COLOURS: Record<TEndorsementLabel, ChipProps['color']> = {
  WAITING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** An endorsement's state, from its status-list bit: Valid or Revoked. */
export function CredentialStatusChip({ status }: { status: TCredentialStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CREDENTIAL_COLOURS[status]}
      label={t(`endorsements.credential.status.${status}`)}
      data-testid="credential-status"
    />
  );
}

/** A membership request as its requester reads it (spec §4 endorsement labels): Waiting, Approved or Rejected. */
export function RequestLabelChip({ label }: { label: TEndorsementLabel }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LABEL_COLOURS[label]}
      label={t(`endorsements.requests.label.${label}`)}
      data-testid="request-label"
    />
  );
}
