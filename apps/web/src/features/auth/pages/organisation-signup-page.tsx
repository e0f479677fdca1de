import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import {
  ORGANISATION_SIGNUP_FIELDS,
  ZOrganisationSignup,
  type TOrganisationSignup,
  type TOrganisationSignupInput,
} from '@sigil/core';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { PageHeader } from '../../../components/page-header';
import type { ServerError } from '../../../lib/api-client';
import { toLogin } from '../links';
import { SignupForm } from '../components/signup-form';
import { InterceptBack } from '../../../components/intercept-back';
import { SignupQrStep } from '../components/signup-qr-step';
import { SignupReceived } from '../components/signup-received';

const STEPS = ['form', 'qr', 'done'] as const;
type TStep = 0 | 1 | 2;

/** The form starts with every field of the core schema empty. */
const EMPTY = Object.fromEntries(
  ORGANISATION_SIGNUP_FIELDS.map((field) => [field, '']),
) as TOrganisationSignupInput;

/** Server field names may carry the request's path: 'additionalParams.orgName' → 'orgName'. */
function signupFieldOf(name: string): keyof TOrganisationSignupInput | null {
  const field = name.replace(/^additionalParams\./, '');
  return (ORGANISATION_SIGNUP_FIELDS as readonly string[]).includes(field)
    ? (field as keyof TOrganisationSignupInput)
    : null;
}

/** Spec §2 screen 2: form, QR scan, confirmation. */
export default function OrganisationSignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<TStep>(0);
  const [values, setValues] = useState<TOrganisationSignup | null>(null);
  const form = useForm<TOrganisationSignupInput, unknown, TOrganisationSignup>({
    resolver: zodResolver(ZOrganisationSignup),
    // Messages show as the user types and when a field is left (spec §5: Next disabled while errors exist).
    mode: 'all',
    defaultValues: EMPTY,
  });
  // What was typed survives a screen error ("Try again") or a reload in this tab; gone once the
  // request is received or the user cancels.
  const { clear: clearDraft } = useFormDraft(form, 'organisationSignup');

  const backToLogin = useCallback(() => void navigate(toLogin().to), [navigate]);
  const cancel = useCallback(() => {
    clearDraft();
    backToLogin();
  }, [clearDraft, backToLogin]);
  const onReceived = useCallback(() => {
    clearDraft();
    setStep(2);
  }, [clearDraft]);
  const { setError } = form;
  const onRefused = useCallback(
    (error: ServerError) => {
      let named = false;
      for (const [name, message] of Object.entries(error.fields ?? {})) {
        const field = signupFieldOf(name);
        if (!field) continue;
        setError(field, { type: 'server', message });
        named = true;
      }
      if (named) setStep(0);
    },
    [setError],
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <PageHeader
          title={t('routes.organisationSignup')}
          subtitle={step === 0 ? t('signup.subtitle') : undefined}
        />
        <Stepper activeStep={step === 2 ? STEPS.length : step} alternativeLabel sx={{ mb: 4 }}>
          {STEPS.map((id) => (
            <Step key={id}>
              <StepLabel>{t(`signup.steps.${id}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <SignupForm
            form={form}
            onCancel={cancel}
            onNext={(parsed) => {
              setValues(parsed);
              setStep(1);
            }}
          />
        )}
        {step === 1 && values && (
          <>
            {/* The browser's Back returns to the form, as the step's own Back does. */}
            <InterceptBack onBack={() => setStep(0)} />
            <SignupQrStep
              values={values}
              onBack={() => setStep(0)}
              onReceived={onReceived}
              onRefused={onRefused}
            />
          </>
        )}
        {step === 2 && values && <SignupReceived email={values.contactEmail} onOk={backToLogin} />}
      </CardContent>
    </Card>
  );
}
