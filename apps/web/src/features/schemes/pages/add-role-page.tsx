import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import { SCHEME_LIMITS, ZCreateRoleRequest, type TCreateRoleRequest } from '@sigil/core';
import { DiscardChangesPrompt } from '../../../components/form/discard-changes-prompt';
import { Form, untilSettled } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useCreateScheme } from '../api/create-scheme';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';
import { toRoleManagement } from '../links';

/** The server names the role's name `schemeName` (orgScheme.schemeName). */
const roleFieldOf = (name: string) => (name === 'schemeName' || name === 'roleName' ? 'roleName' : null);

/**
 * Spec §2 screen 8, role creation: "Roles", section "Roles Information", field "Role Name"; Cancel
 * goes back to role management (asking first when a name is typed: issue 44), Create (disabled
 * while submitting) creates it and goes there too.
 */
export default function AddRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { organisationDid, memberId } = useOrganisationSession();
  const form = useForm<TCreateRoleRequest>({
    resolver: zodResolver(ZCreateRoleRequest),
    mode: 'onTouched',
    defaultValues: { roleName: '' },
  });
  const created = useRef(false);
  const hasChanges = useCallback(() => !created.current && form.getValues('roleName') !== '', [form]);
  const create = useCreateScheme({
    onSuccess: () => {
      created.current = true;
      enqueueSnackbar(t('roles.toast.created'), { variant: 'success' });
      void navigate(toRoleManagement().to);
    },
    onError: (error) => {
      // A name already in use (409) is said on the field; anything else in a toast.
      if (!showServerFieldErrors(error, form.setError, roleFieldOf)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
    },
  });

  const submit = ({ roleName }: TCreateRoleRequest) => {
    if (!organisationDid || !memberId) {
      enqueueSnackbar(t('roles.noOrganisation'), { variant: 'error' });
      return;
    }
    // Resolves when the server has answered: Create stays disabled until then.
    return untilSettled(
      create.mutateAsync({ schemeName: roleName, organizationDid: organisationDid, memberId }),
    );
  };

  return (
    <>
      <PageHeader title={t('routes.addRole')} />
      <DiscardChangesPrompt hasChanges={hasChanges} />
      <PageSection titleId="role-information-title" title={t('roles.add.section')} maxWidth={640}>
        <Form
          form={form}
          onSubmit={submit}
          actions={
            <>
              <Button component={RouterLink} to={toRoleManagement().to}>
                {t('roles.add.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={form.formState.isSubmitting || create.isPending}
              >
                {t('roles.add.create')}
              </Button>
            </>
          }
        >
          <FormTextField
            name="roleName"
            control={form.control}
            label={t('roles.add.roleName')}
            required
            fullWidth
            autoFocus
            maxLength={SCHEME_LIMITS.name}
          />
        </Form>
      </PageSection>
    </>
  );
}
