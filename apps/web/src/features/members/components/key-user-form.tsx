import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { INVITATION_LIMITS, KEYSTORE_PASSPHRASE_MIN_LENGTH, ZCreateKeyUserRequest } from '@sigil/core';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';

const PASSPHRASE_MIN_LENGTH = KEYSTORE_PASSPHRASE_MIN_LENGTH;

export interface KeyUserFormValues {
  name: string;
  passphrase: string;
  confirmPassphrase: string;
}

// The passphrase's messages are the console's own (no server checks them): translated here.
const keyUserFormSchema = ({ tooShort, mismatch }: { tooShort: string; mismatch: string }) =>
  z
    .object({
      name: ZCreateKeyUserRequest.shape.name,
      // Never trimmed: every character counts.
      passphrase: z.string().min(PASSPHRASE_MIN_LENGTH, tooShort),
      confirmPassphrase: z.string(),
    })
    .refine((values) => values.passphrase === values.confirmPassphrase, {
      path: ['confirmPassphrase'],
      message: mismatch,
    });

interface KeyUserFormProps {
  /** Resolves once the key user is created, or the attempt has failed. */
  onSubmit: (values: KeyUserFormValues) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
}

/** The key user's name and the passphrase of its keystore, twice. */
export function KeyUserForm({ onSubmit, onCancel, busy }: KeyUserFormProps) {
  const { t } = useTranslation();
  const tooShort = t('members.keyUsers.passphraseTooShort', { min: PASSPHRASE_MIN_LENGTH });
  const mismatch = t('members.keyUsers.passphraseMismatch');
  const schema = useMemo(() => keyUserFormSchema({ tooShort, mismatch }), [tooShort, mismatch]);
  const form = useForm<KeyUserFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', passphrase: '', confirmPassphrase: '' },
  });

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('members.keyUsers.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('members.keyUsers.submit')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('members.keyUsers.formIntro', { min: PASSPHRASE_MIN_LENGTH })}
      </Typography>
      <FormTextField
        name="name"
        control={form.control}
        label={t('members.keyUsers.name')}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        maxLength={INVITATION_LIMITS.name}
      />
      <FormTextField
        name="passphrase"
        control={form.control}
        label={t('members.keyUsers.passphrase')}
        type="password"
        required
        fullWidth
        autoComplete="new-password"
      />
      <FormTextField
        name="confirmPassphrase"
        control={form.control}
        label={t('members.keyUsers.confirmPassphrase')}
        type="password"
        required
        fullWidth
        autoComplete="new-password"
      />
      {busy && <LinearProgress aria-label={t('members.keyUsers.working')} />}
    </Form>
  );
}
