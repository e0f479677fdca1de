import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  createQuickContactForm,
  type TQuickContact,
  type TQuickContactInput,
  type TQuickContactRequest,
} from '@sigil/core';
import { useCreateContact } from '../../../api/contacts/create-contact';
import { untilSettled } from '../../../components/form/form';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { usePublicConfig } from '../../../lib/public-config';
import { useUpdateContact } from '../api/update-contact';

type TContactForm = TQuickContactRequest;
const FIELDS = ['name', 'did', 'email', 'organisation', 'note'] as const;
const fieldOf = (name: string) =>
  (FIELDS as readonly string[]).includes(name) ? (name as keyof TContactForm) : null;

interface ContactDialogProps {
  /** The contact to change; null adds one. */
  editing: TQuickContact | null;
  onClose: () => void;
}

/** Add or change a contact: Name and DID required; Email, Organization and Note optional. */
export function ContactDialog({ editing, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { didMethod } = usePublicConfig();
  const schema = useMemo(() => createQuickContactForm(didMethod), [didMethod]);
  const form = useForm<TContactForm, unknown, TQuickContactInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: editing?.name ?? '',
      did: editing?.did ?? '',
      email: editing?.email ?? '',
      organisation: editing?.organisation ?? '',
      note: editing?.note ?? '',
    },
  });
  const failed = (error: Error) => {
    if (!showServerFieldErrors(error, form.setError, fieldOf))
      enqueueSnackbar(error.message, { variant: 'error' });
  };
  const done = (message: string) => () => {
    enqueueSnackbar(
      t(message === CONTACT_MESSAGES.created ? 'contacts.toast.created' : 'contacts.toast.updated'),
      {
        variant: 'success',
      },
    );
    onClose();
  };
  const create = useCreateContact({ onSuccess: done(CONTACT_MESSAGES.created), onError: failed });
  const update = useUpdateContact({ onSuccess: done(CONTACT_MESSAGES.updated), onError: failed });
  const busy = create.isPending || update.isPending;

  const submit = (values: TQuickContactInput) =>
    untilSettled(editing ? update.mutateAsync({ id: editing.id, body: values }) : create.mutateAsync(values));

  return (
    <FormDialog
      title={t(editing ? 'contacts.dialog.edit' : 'contacts.dialog.create')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      cancelLabel={t('contacts.dialog.cancel')}
      submitLabel={t('contacts.dialog.save')}
    >
      <FormTextField
        name="name"
        control={form.control}
        label={t('contacts.fields.name')}
        required
        fullWidth
        autoFocus
        margin="dense"
        maxLength={CONTACT_LIMITS.name}
      />
      <FormTextField name="did" control={form.control} label={t('contacts.fields.did')} required fullWidth />
      <FormTextField
        name="email"
        control={form.control}
        label={t('contacts.fields.email')}
        type="email"
        fullWidth
        maxLength={CONTACT_LIMITS.email}
      />
      <FormTextField
        name="organisation"
        control={form.control}
        label={t('contacts.fields.organisation')}
        fullWidth
        maxLength={CONTACT_LIMITS.organisation}
      />
      <FormTextField
        name="note"
        control={form.control}
        label={t('contacts.fields.note')}
        multiline
        minRows={2}
        fullWidth
        maxLength={CONTACT_LIMITS.note}
      />
    </FormDialog>
  );
}
