import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import type { TPresentationVerification } from '@sigil/core';
import { DidText } from '../../../components/did-text';
import { Fact, FactList } from '../../../components/fact-list';
import type { TTranslationKey } from '../../../lib/i18n-keys';

const STEPS = [
  'presentation',
  'signature',
  'status',
  'accreditation',
  'accreditationStatus',
  'registry',
] as const;
const OUTCOMES = [
  'presented',
  'noPresentation',
  'badPresentation',
  'otherHolder',
  'signed',
  'badSignature',
  'notRevoked',
  'revoked',
  'statusUnknown',
  'accredited',
  'noAccreditation',
  'badAccreditation',
  'superseded',
  'withdrawn',
  'trustedRegistry',
  'otherRegistry',
  'notChecked',
] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** What the registry found in a presentation: a verdict, who and what, and each step in words. */
export function PresentationResult({ verification }: { verification: TPresentationVerification }) {
  const { t } = useTranslation();
  const { verified, holder, issuer, role } = verification;
  return (
    <Stack spacing={2} data-testid="presentation-result">
      <Alert severity={verified ? 'success' : 'error'}>
        {verified ? t('verifyPerson.verified') : t('verifyPerson.notVerified')}
      </Alert>
      {verification.presented && (
        <FactList>
          <Fact term={t('verifyPerson.holder')}>{holder}</Fact>
          <Fact term={t('verifyPerson.role')}>{role ?? '—'}</Fact>
          <Fact term={t('verifyPerson.issuer')}>{issuer ? <DidText did={issuer} /> : '—'}</Fact>
        </FactList>
      )}
      <Stack
        component="ol"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('verifyPerson.stepsLabel')}
      >
        {verification.steps.map((step) => {
          const stepKey: TTranslationKey = known(STEPS, step.step)
            ? `verifyPerson.steps.${step.step}`
            : 'verifyPerson.steps.unknown';
          const outcomeKey: TTranslationKey = known(OUTCOMES, step.outcome)
            ? `verifyPerson.outcomes.${step.outcome}`
            : 'verifyPerson.outcomes.unknown';
          return (
            <Stack
              component="li"
              key={step.step}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              {step.ok === true ? (
                <CheckCircleOutline color="success" fontSize="small" aria-hidden />
              ) : step.ok === false ? (
                <HighlightOff color="error" fontSize="small" aria-hidden />
              ) : (
                <RemoveCircleOutline color="disabled" fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{t(stepKey)}:</strong> {t(outcomeKey, { replace: step.facts })}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
