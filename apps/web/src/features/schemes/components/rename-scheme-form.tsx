import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import { SCHEME_LIMITS, ZRenameSchemeRequest, type TScheme } from '@sigil/core';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRenameScheme } from '../api/rename-scheme';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';

type TRename = z.infer<typeof ZRenameSchemeRequest>;

/** The role's name and Save (PUT …/schemes/{id}); a name in use is said on the field. Key it by the name. */
export function RenameSchemeForm({ scheme }: { scheme: TScheme }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TRename>({
    resolver: zodResolver(ZRenameSchemeRequest),
    mode: 'onTouched',
    defaultValues: { schemeName: scheme.schemeName },
  });
  const rename = useRenameScheme({
    onSuccess: () => enqueueSnackbar(t('roles.toast.renamed'), { variant: 'success' }),
    onError: (error) => {
      if (
        !showServerFieldErrors(error, form.setError, (name) => (name === 'schemeName' ? 'schemeName' : null))
      ) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
    },
  });

  const submit = ({ schemeName }: TRename) => {
    if (schemeName === scheme.schemeName) return;
    return untilSettled(rename.mutateAsync({ id: scheme.id, schemeName }));
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      actions={
        <Button type="submit" variant="contained" disabled={rename.isPending}>
          {t('roles.manage.saveName')}
        </Button>
      }
    >
      <FormTextField
        name="schemeName"
        control={form.control}
        label={t('roles.add.roleName')}
        required
        fullWidth
        maxLength={SCHEME_LIMITS.name}
      />
    </Form>
  );
}
