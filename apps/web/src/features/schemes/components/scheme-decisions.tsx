import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SCHEME_LIMITS,
  schemeStepsTaken,
  tookEarlierStep,
  type TApprovalStep,
  type TScheme,
} from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAccess } from '../../../lib/access';
import { useApproveScheme } from '../api/approve-scheme';
import { useCheckScheme } from '../api/check-scheme';
import { useRejectScheme } from '../api/reject-scheme';
import { useOrganisationSession } from '../../../lib/use-organisation-session';

/** The step a role waits for, if any: a CREATED one is checked, a CHECKED one approved. */
function pendingStepOf(scheme: Pick<TScheme, 'status'>): TApprovalStep | null {
  if (scheme.status === 'CREATED') return 'check';
  if (scheme.status === 'CHECKED') return 'approve';
  return null;
}

interface SchemeDecisionsProps {
  scheme: TScheme;
  /** In a table row: small buttons whose accessible names carry the role's name. */
  dense?: boolean;
}

/**
 * The step a role waits for, for whoever may take it: Check and Reject on a CREATED role
 * (schemes:check), Approve and Reject on a CHECKED one (schemes:approve). Four eyes: whoever took an
 * earlier step of this version sees both disabled, and why. Nothing for anyone else.
 */
export function SchemeDecisions({ scheme, dense = false }: SchemeDecisionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { hasAccess } = useAccess();
  const { did } = useOrganisationSession();
  const hintId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const failed = (error: Error) => enqueueSnackbar(error.message, { variant: 'error' });
  const check = useCheckScheme({
    onSuccess: () => enqueueSnackbar(t('roles.toast.checked'), { variant: 'success' }),
    onError: failed,
  });
  const approve = useApproveScheme({
    onSuccess: () => enqueueSnackbar(t('roles.toast.approved'), { variant: 'success' }),
    onError: failed,
  });
  const reject = useRejectScheme({
    onSuccess: () => {
      setRejecting(false);
      enqueueSnackbar(t('roles.toast.rejected'), { variant: 'success' });
    },
    onError: (error) => {
      setRejecting(false);
      failed(error);
    },
  });

  const step = pendingStepOf(scheme);
  if (!step || !hasAccess(step === 'check' ? 'schemes:check' : 'schemes:approve')) return null;

  const blocked = tookEarlierStep(schemeStepsTaken(scheme), step, did);
  const busy = check.isPending || approve.isPending || reject.isPending;
  const stepLabel = t(step === 'check' ? 'roles.decide.check' : 'roles.decide.approve');
  const named = (action: string) =>
    dense ? t('roles.decide.named', { action, name: scheme.schemeName }) : undefined;

  const takeStep = () => (step === 'check' ? check : approve).mutate(scheme.id);
  const askReject = () => {
    setReason('');
    setRejecting(true);
  };
  const confirmReject = () => reject.mutate({ id: scheme.id, reason });

  const size = dense ? 'small' : 'medium';
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size={size}
          disabled={blocked || busy}
          onClick={takeStep}
          aria-label={named(stepLabel)}
          aria-describedby={blocked ? hintId : undefined}
        >
          {stepLabel}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size={size}
          disabled={blocked || busy}
          onClick={askReject}
          aria-label={named(t('roles.decide.reject'))}
          aria-describedby={blocked ? hintId : undefined}
        >
          {t('roles.decide.reject')}
        </Button>
      </Stack>
      {blocked && (
        <Typography id={hintId} variant="body2" color="text.secondary" data-testid="four-eyes-hint">
          {t(step === 'check' ? 'roles.decide.fourEyes.check' : 'roles.decide.fourEyes.approve')}
        </Typography>
      )}
      <ConfirmDialog
        open={rejecting}
        title={t('roles.decide.reject')}
        message={t('roles.decide.confirmReject', { name: scheme.schemeName })}
        confirmLabel={t('roles.decide.reject')}
        confirmColor="error"
        busy={reject.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={confirmReject}
      >
        <TextField
          label={t('roles.decide.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={t('roles.decide.reasonHelp', { count: reason.length, max: SCHEME_LIMITS.reason })}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: SCHEME_LIMITS.reason } }}
        />
      </ConfirmDialog>
    </Stack>
  );
}
