import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TApprovalStep, TMembershipRequest } from '@sigil/core';

export interface RequestDecisionsProps {
  request: TMembershipRequest;
  step: TApprovalStep;
  /** A step is being taken on some request: every row's buttons wait for it. */
  busy: boolean;
  /** Four eyes: the signed-in member took an earlier step of this request. */
  blocked: boolean;
  onStep: (request: TMembershipRequest) => void;
  onReject: (request: TMembershipRequest) => void;
}

/**
 * A waiting request's buttons: Check (or Approve) and Reject. Their accessible names start with
 * the visible text and say whose request; blocked by four eyes, both are disabled and say why.
 */
export function RequestDecisions({ request, step, busy, blocked, onStep, onReject }: RequestDecisionsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const stepLabel = t(
    step === 'check' ? 'membershipRequests.actions.check' : 'membershipRequests.actions.approve',
  );
  const rejectLabel = t('membershipRequests.actions.reject');
  const named = (action: string) =>
    t('membershipRequests.actions.named', { action, name: request.requesterName, role: request.schemeName });
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={blocked || busy}
          onClick={() => onStep(request)}
          aria-label={named(stepLabel)}
          aria-describedby={blocked ? hintId : undefined}
        >
          {stepLabel}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={blocked || busy}
          onClick={() => onReject(request)}
          aria-label={named(rejectLabel)}
          aria-describedby={blocked ? hintId : undefined}
        >
          {rejectLabel}
        </Button>
      </Stack>
      {blocked && (
        <Typography id={hintId} variant="body2" color="text.secondary" data-testid="four-eyes-hint">
          {t(step === 'check' ? 'membershipRequests.fourEyes.check' : 'membershipRequests.fourEyes.approve')}
        </Typography>
      )}
    </Stack>
  );
}
