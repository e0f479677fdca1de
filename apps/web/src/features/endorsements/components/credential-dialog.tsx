import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppDialog } from '../../../components/app-dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TEndorsement } from '@sigil/core';
import { DidText } from '../../../components/did-text';
import { Fact, FactList } from '../../../components/fact-list';
import { FieldEntryList } from '../../../components/field-entry-list';
import { decodeCredential } from './credential';
import { WalletOffer } from './wallet-offer';

interface CredentialDialogProps {
  endorsement: TEndorsement;
  onClose: () => void;
  /** The holder's own view: a valid endorsement may be offered to another wallet (OpenID4VCI). */
  offerable?: boolean;
}

/**
 * View: the credential as a card a person reads (issuer, role, holder, dates, live status, the
 * values of the request it was issued for, as the organisation recorded them), and
 * behind a toggle its payload decoded from the JWT in the browser, as JSON.
 */
export function CredentialDialog({ endorsement, onClose, offerable = false }: CredentialDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rawId = useId();
  const [showRaw, setShowRaw] = useState(false);
  const decoded = useMemo(() => decodeCredential(endorsement.jwt), [endorsement.jwt]);

  return (
    <AppDialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
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
        <FactList testId="credential-card">
          <Fact term={t('endorsements.credential.card.issuer')}>
            {endorsement.organizationName} <DidText did={endorsement.organizationDid} />
          </Fact>
          <Fact term={t('endorsements.credential.card.role')}>{endorsement.roleType}</Fact>
          <Fact term={t('endorsements.credential.card.holder')}>
            <DidText did={endorsement.holderDid} />
          </Fact>
          <Fact term={t('endorsements.credential.card.issued')}>{formatDateTime(endorsement.issuedAt)}</Fact>
          <Fact term={t('endorsements.credential.card.status')}>
            {endorsement.revokedAt
              ? t('endorsements.credential.card.revokedOn', { date: formatDateTime(endorsement.revokedAt) })
              : t(`endorsements.credential.status.${endorsement.status}`)}
          </Fact>
          {endorsement.entries.length > 0 && (
            <Fact term={t('endorsements.credential.card.values')}>
              <FieldEntryList entries={endorsement.entries} />
            </Fact>
          )}
        </FactList>
        {decoded.ok ? (
          <>
            <Button
              onClick={() => setShowRaw((shown) => !shown)}
              aria-expanded={showRaw}
              aria-controls={rawId}
              sx={{ mt: 1, mb: 1 }}
            >
              {t(showRaw ? 'endorsements.credential.hideRaw' : 'endorsements.credential.showRaw')}
            </Button>
            {showRaw && (
              <Box
                id={rawId}
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
            )}
          </>
        ) : (
          <Alert severity="error">
            {t(
              decoded.reason === 'format'
                ? 'endorsements.credential.incorrectFormat'
                : 'endorsements.credential.invalidBase64',
            )}
          </Alert>
        )}
        {offerable && endorsement.status === 'VALID' && <WalletOffer endorsementId={endorsement.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('endorsements.credential.close')}</Button>
      </DialogActions>
    </AppDialog>
  );
}
