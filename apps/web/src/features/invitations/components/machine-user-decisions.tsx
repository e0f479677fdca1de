import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TInvitation } from '@sigil/core';
import type { TTranslationKey } from '../../../lib/i18n-keys';
import type { MachineUserDecisionVariables } from '../api/decide-machine-user-invitation';

type TDecision = MachineUserDecisionVariables['invitationStatus'];

/** Each decision's button and its accessible name (visible text first, then whose). */
const DECISIONS: readonly {
  status: TDecision;
  label: TTranslationKey;
  name: TTranslationKey;
  button: ButtonProps;
}[] = [
  {
    status: 'ACCEPTED',
    label: 'invitations.requests.approve',
    name: 'invitations.requests.approveLabel',
    button: { variant: 'contained' },
  },
  {
    status: 'REJECTED',
    label: 'invitations.requests.reject',
    name: 'invitations.requests.rejectLabel',
    button: { variant: 'outlined', color: 'error' },
  },
];

interface MachineUserDecisionsProps {
  invitation: TInvitation;
  /** A decision is running: every row's buttons wait for it. */
  busy: boolean;
  onDecide: (variables: MachineUserDecisionVariables) => void;
}

/** Approve and Reject, on a pending (INVITED) Machine User invitation only (spec §2, §4). */
export function MachineUserDecisions({ invitation, busy, onDecide }: MachineUserDecisionsProps) {
  const { t } = useTranslation();
  if (invitation.status !== 'INVITED') return null;
  return (
    <Stack direction="row" spacing={1}>
      {DECISIONS.map(({ status, label, name, button }) => (
        <Button
          key={status}
          size="small"
          {...button}
          disabled={busy}
          aria-label={t(name, { orgName: invitation.organizationName })}
          onClick={() => onDecide({ invitationCode: invitation.invitationCode, invitationStatus: status })}
        >
          {t(label)}
        </Button>
      ))}
    </Stack>
  );
}
