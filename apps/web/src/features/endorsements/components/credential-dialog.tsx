import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TEndorsement } from '@sigil/core';
import { decodeCredential } from './credential';

interface CredentialDialogProps {
  endorsement: TEndorsement;
  onClose: () => void;
}

/** View: the credential's payload, decoded from its JWT in the browser, as JSON. */
export function CredentialDialog({ endorsement, onClose }: CredentialDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const decoded = useMemo(() => decodeCredential(endorsement.jwt), [endorsement.jwt]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {t('endorsements.credential.title')}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {t('endorsements.credential.subtitle', {
            organization: endorsement.organizationName,
            role: endorsement.roleType,
          })}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {decoded.ok ? (
          <Box
            component="pre"
            role="region"
            aria-label={t('endorsements.credential.decoded')}
            tabIndex={0}
            data-testid="credential-json"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontSize: '0.8125rem',
              maxHeight: '60vh',
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {JSON.stringify(decoded.payload, null, 2)}
          </Box>
        ) : (
          <Alert severity="error">
            {t(
              decoded.reason === 'format'
                ? 'endorsements.credential.incorrectFormat'
                : 'endorsements.credential.invalidBase64',
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('endorsements.credential.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
