import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TCredentialStatus, TEndorsementLabel } from '@sigil/core';
import { CREDENTIAL_LABELS, LABEL_LABELS } from './request-labels';

const LABEL_COLOURS: Record<TEndorsementLabel, ChipProps['color']> = {
  WAITING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

const CREDENTIAL_COLOURS: Record<TCredentialStatus, ChipProps['color']> = {
  VALID: 'success',
  REVOKED: 'error',
};

/** A request's label (spec §4): Waiting, Approved or Rejected. */
export function RequestLabelChip({ label }: { label: TEndorsementLabel }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LABEL_COLOURS[label]}
      label={t(LABEL_LABELS[label])}
      data-testid="request-label"
    />
  );
}

/** An issued endorsement's state, from its status-list bit: Valid or Revoked. */
export function CredentialStatusChip({ status }: { status: TCredentialStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CREDENTIAL_COLOURS[status]}
      label={t(CREDENTIAL_LABELS[status])}
      data-testid="credential-status"
    />
  );
}
