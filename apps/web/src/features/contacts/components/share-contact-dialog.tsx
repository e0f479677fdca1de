import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { createShareContactForm, type TQuickContact } from '@sigil/core';
import { untilSettled } from '../../../components/form/form';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { usePublicConfig } from '../../../lib/public-config';
import { useShareContact } from '../api/share-contact';

type TShareForm = z.input<ReturnType<typeof createShareContactForm>>;
type TShareValues = z.output<ReturnType<typeof createShareContactForm>>;

interface ShareContactDialogProps {
  contact: TQuickContact;
  onClose: () => void;
}

/** Sends a contact's card to another DID, where it arrives as a notification they can save. */
export function ShareContactDialog({ contact, onClose }: ShareContactDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { didMethod } = usePublicConfig();
  const schema = useMemo(() => createShareContactForm(didMethod), [didMethod]);
  const form = useForm<TShareForm, unknown, TShareValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { toDid: '' },
  });
  const share = useShareContact();

  const submit = ({ toDid }: TShareValues) =>
    untilSettled(
      share.mutateAsync(
        { contactId: contact.id, toDid },
        {
          onSuccess: () => {
            enqueueSnackbar(t('contacts.share.done', { name: contact.name }), { variant: 'success' });
            onClose();
          },
          onError: (error) => {
            if (!showServerFieldErrors(error, form.setError, (name) => (name === 'toDid' ? 'toDid' : null))) {
              form.setError('toDid', { type: 'server', message: error.message }, { shouldFocus: true });
            }
          },
        },
      ),
    );

  return (
    <FormDialog
      title={t('contacts.share.title', { name: contact.name })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      busy={share.isPending}
      cancelLabel={t('contacts.dialog.cancel')}
      submitLabel={t('contacts.share.submit')}
      intro={<DialogContentText sx={{ mb: 2 }}>{t('contacts.share.intro')}</DialogContentText>}
    >
      <FormTextField
        name="toDid"
        control={form.control}
        label={t('contacts.share.toDid')}
        required
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}
