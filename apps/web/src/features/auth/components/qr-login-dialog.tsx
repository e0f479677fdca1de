import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  LOGGED_IN_AS_BY_LOGIN_MODE,
  type TAuthPollResponse,
  type TAuthRequestCreate,
  type TLoginMode,
  type TLoginProtocol,
  type TSessionResponse,
} from '@sigil/core';
import { QrRequestPanel } from '../../../components/qr-request-panel';
import { ServerError } from '../../../lib/api-client';
import { useAuthRequest } from '../../../lib/auth-requests';
import type { TTranslationKey } from '../../../lib/i18n-keys';
import { useSessionStore } from '../../../lib/session-store';
import { AccountPicker } from './account-picker';

interface QrLoginDialogProps {
  mode: TLoginMode | null;
  onClose: () => void;
  /** An organisation login by someone who is not Admin, UserAdmin or RoleAdmin (spec §4). */
  onNotAdmin: () => void;
  /** The first run's setup code (a provider login on /setup): the DID that answers becomes the provider. */
  setupCode?: string;
  /** The request could not be made (e.g. a wrong setup code); the dialog shows the message too. */
  onFailed?: (error: unknown) => void;
}

/** The server's refusals of a login that the dialog says in words of their own. */
const SAID_REFUSALS = [
  'NOT_PROVIDER',
  'ENROLMENT_PENDING',
  'ENROLMENT_REJECTED',
  'ORGANISATION_SUSPENDED',
] as const;

/** 'Scan with {product} mobile app - …': the QR, polling and the WebSocket until the wallet answers. */
export function QrLoginDialog({ mode, onClose, onNotAdmin, setupCode, onFailed }: QrLoginDialogProps) {
  const { t } = useTranslation();
  const setSession = useSessionStore((state) => state.setSession);
  // Our wallets read our QR; any other wallet reads an OpenID4VP request (docs/wallet-protocol.md §10).
  const [protocol, setProtocol] = useState<TLoginProtocol>('sigil');
  const body = useMemo<TAuthRequestCreate | null>(
    () =>
      mode
        ? {
            intent: 'login',
            mode,
            ...(setupCode ? { setupCode } : {}),
            ...(protocol === 'openid4vp' ? { protocol } : {}),
          }
        : null,
    [mode, setupCode, protocol],
  );
  const otherWallet = protocol === 'openid4vp';
  const [choosing, setChoosing] = useState<TSessionResponse | null>(null);

  const finish = useCallback(
    (session: TSessionResponse) => {
      if (!mode) return;
      // The guards wait for an organisation login's permissions before they route it (use-session-ready).
      setSession({
        token: session.token,
        loggedInAs: LOGGED_IN_AS_BY_LOGIN_MODE[mode],
        profile: session.profile,
      });
    },
    [mode, setSession],
  );

  // The wallet has answered: open the session, ask which organisation, or show the spec's modal.
  const onAnswered = useCallback(
    (result: TAuthPollResponse) => {
      if (result.status === 'COMPLETED' && result.token && result.profile) {
        const session = { token: result.token, profile: result.profile };
        const several =
          mode === 'organisation' && !result.profile.selectedAccount && result.profile.roles.length > 1;
        if (several) setChoosing(session);
        else finish(session);
      } else if (result.reason === 'NOT_ORGANISATION_ADMIN') {
        onNotAdmin();
      }
    },
    [mode, finish, onNotAdmin],
  );
  const { state, restart } = useAuthRequest(body, mode !== null, onAnswered, onFailed);

  let outcome = null;
  const reason = state.phase === 'answered' ? state.result.reason : undefined;
  if (
    state.phase === 'answered' &&
    state.result.status !== 'COMPLETED' &&
    reason !== 'NOT_ORGANISATION_ADMIN'
  ) {
    // A login is refused by the holder or, for the provider mode, as not the provider.
    const key: TTranslationKey =
      state.result.status === 'EXPIRED'
        ? 'qr.expired'
        : reason && (SAID_REFUSALS as readonly string[]).includes(reason)
          ? `login.rejected.${reason as (typeof SAID_REFUSALS)[number]}`
          : 'login.rejected.DENIED_BY_HOLDER';
    outcome = <Alert severity="warning">{t(key)}</Alert>;
  } else if (state.phase === 'failed') {
    const message = state.error instanceof ServerError ? state.error.message : t('login.failed');
    outcome = <Alert severity="error">{message}</Alert>;
  }

  const close = () => {
    setProtocol('sigil');
    onClose();
  };

  return (
    <AppDialog open={mode !== null} onClose={close} maxWidth="xs" fullWidth aria-labelledby="qr-login-title">
      <DialogTitle id="qr-login-title">
        {mode ? t(otherWallet ? `login.otherWalletTitle.${mode}` : `login.dialogTitle.${mode}`) : ''}
      </DialogTitle>
      <DialogContent>
        {choosing ? (
          <AccountPicker session={choosing} onChosen={finish} />
        ) : (
          <>
            {otherWallet && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('login.otherWalletHint')}
              </Typography>
            )}
            <QrRequestPanel
              state={state}
              onNewCode={restart}
              outcome={outcome}
              textLabel={otherWallet ? t('login.otherWalletLink') : undefined}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {!choosing && (
          <Button
            // A double click is one switch, not a switch there and back (two requests).
            onClick={(event) => event.detail < 2 && setProtocol(otherWallet ? 'sigil' : 'openid4vp')}
          >
            {otherWallet ? t('login.ownWallet') : t('login.otherWallet')}
          </Button>
        )}
        <Button onClick={close}>{t('login.close')}</Button>
      </DialogActions>
    </AppDialog>
  );
}
