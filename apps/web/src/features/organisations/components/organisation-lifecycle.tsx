import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ORGANISATION_LIFECYCLE_LIMITS,
  ORGANISATION_LIFECYCLE_MESSAGES as LM,
  ZOrganisationLifecycleBody,
  organisationStepsFrom,
  type TOrganisationDetail,
  type TOrganisationStep,
} from '@sigil/core';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAccess } from '../../../lib/access';
import { useValidationMessage } from '../../../lib/i18n';
import { useChangeOrganisationStatus } from '../api/organisation-lifecycle';

const LIFECYCLE_REASON = {
  schema: ZOrganisationLifecycleBody,
  max: ORGANISATION_LIFECYCLE_LIMITS.reason,
  messages: { required: LM.reasonRequired, tooLong: LM.reasonTooLong },
};

/** The provider suspends, reactivates or deactivates the organisation, each with a reason and a confirmation. */
export function OrganisationLifecycle({ organisation }: { organisation: TOrganisationDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canChange = useAccess().hasAccess('organisation:lifecycle');
  const [step, setStep] = useState<TOrganisationStep | null>(null);
  const change = useChangeOrganisationStatus(organisation.AccountDid);
  const translate = useValidationMessage();
  const steps = organisationStepsFrom(organisation.Status);
  if (!canChange || steps.length === 0) return null;
  const orgName = organisation.BusinessName;

  const confirm = (reason: string) =>
    step &&
    change.mutate(
      { step, reason },
      {
        onSuccess: ({ status }) => {
          setStep(null);
          enqueueSnackbar(t(`lifecycle.done.${status}`, { orgName }), { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(translate(error.message), { variant: 'error' }),
      },
    );

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {steps.map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            color={name === 'reactivate' ? 'primary' : 'error'}
            onClick={() => setStep(name)}
          >
            {t(`lifecycle.${name}`)}
          </Button>
        ))}
      </Stack>
      {step && (
        <ReasonDialog
          rule={LIFECYCLE_REASON}
          title={t(`lifecycle.${step}Title`, { orgName })}
          message={t(`lifecycle.${step}Message`, { orgName })}
          confirmLabel={t(`lifecycle.${step}`)}
          confirmColor={step === 'reactivate' ? 'primary' : 'error'}
          typeToConfirm={step === 'deactivate' ? orgName : undefined}
          busy={change.isPending}
          onCancel={() => setStep(null)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
