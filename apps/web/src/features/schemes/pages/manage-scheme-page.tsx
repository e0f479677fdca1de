import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { SCHEME_LIMITS, VALIDATION_MESSAGES, type TSchemeDetail, type TSchemeField } from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { RemoveButton } from '../../../components/remove-button';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ServerError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/i18n';
import { useOrganisationSession } from '../../../lib/use-organisation-session';
import { useDeleteSchemeFields } from '../api/delete-scheme-fields';
import { useScheme } from '../api/get-scheme';
import { useUpdateSchemeField } from '../api/update-scheme-field';
import { AddFieldForm } from '../components/add-field-form';
import {
  FieldNameInput,
  FieldRequiredCheckbox,
  FieldTypeSelect,
  type TSaveField,
} from '../components/field-editor-row';
import { useFieldTypeOptions, type FieldTypeOption } from '../components/field-type-options';
import { RenameSchemeForm } from '../components/rename-scheme-form';
import { SchemeFieldsTable } from '../components/scheme-fields-table';
import { schemeStatusKey } from '../components/scheme-labels';
import { SchemeRecord } from '../components/scheme-record';
import { toRoleDetails, useRoleIdParam } from '../links';

type TDirection = 'up' | 'down';

/** The fields as an editable list: name, type, required, moved up or down, removed. */
function FieldsEditor({ scheme, options }: { scheme: TSchemeDetail; options: readonly FieldTypeOption[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fields = [...scheme.fields].sort((a, b) => a.order - b.order);
  const update = useUpdateSchemeField();
  const move = useUpdateSchemeField();
  const [removing, setRemoving] = useState<TSchemeField | null>(null);
  const remove = useDeleteSchemeFields({
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('roles.toast.fieldRemoved'), { variant: 'success' });
    },
    onError: (error) => {
      setRemoving(null);
      enqueueSnackbar(error.message, { variant: 'error' });
    },
  });
  const [announcement, setAnnouncement] = useState('');
  // A move re-orders the rows: once they show the new order, focus goes back to the moved field's
  // button (the other one when it reached an end and its button is disabled).
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const refocus = useRef<{ id: string; direction: TDirection; order: number } | null>(null);
  const orderSignature = fields.map((field) => `${field.id}:${field.order}`).join(',');
  useEffect(() => {
    const target = refocus.current;
    if (!target || !orderSignature.split(',').includes(`${target.id}:${target.order}`)) return;
    refocus.current = null;
    const atEnd =
      target.direction === 'up' ? target.order <= 1 : target.order >= orderSignature.split(',').length;
    const direction = atEnd ? (target.direction === 'up' ? 'down' : 'up') : target.direction;
    buttons.current.get(`${target.id}:${direction}`)?.focus();
  }, [orderSignature]);

  // One change of a field at a time: a double-click on Required, or Enter then leaving the name,
  // would send a second change before the first is answered. A ref, not the render's state: the
  // second click of a double-click can come before React renders the first one's.
  const saving = useRef(new Set<string>());
  const savingFieldId = update.isPending ? update.variables.fieldId : null;
  const save: TSaveField = (field, changes, onFailed) => {
    if (saving.current.has(field.id)) return false;
    saving.current.add(field.id);
    void update
      .mutateAsync({ id: scheme.id, fieldId: field.id, changes })
      .finally(() => saving.current.delete(field.id))
      .then(
        () => enqueueSnackbar(t('roles.toast.fieldUpdated'), { variant: 'success' }),
        (error: Error) => {
          const fieldMessage = error instanceof ServerError ? (error.fields?.fieldName ?? null) : null;
          if (!fieldMessage) enqueueSnackbar(error.message, { variant: 'error' });
          onFailed?.(fieldMessage);
        },
      );
    return true;
  };

  const moveField = (field: TSchemeField, direction: TDirection) => {
    if (move.isPending) return;
    const order = direction === 'up' ? field.order - 1 : field.order + 1;
    refocus.current = { id: field.id, direction, order };
    void move.mutateAsync({ id: scheme.id, fieldId: field.id, changes: { order } }).then(
      () => setAnnouncement(t('roles.manage.moved', { name: field.fieldName, position: order })),
      (error: Error) => {
        refocus.current = null;
        enqueueSnackbar(error.message, { variant: 'error' });
      },
    );
  };

  const columns: DataTableColumn<TSchemeField>[] = [
    { id: 'order', header: t('roles.fields.order'), render: (row) => row.order, align: 'right' },
    {
      id: 'name',
      header: t('roles.fields.name'),
      render: (row) => <FieldNameInput key={`${row.id}:${row.fieldName}`} field={row} onSave={save} />,
    },
    {
      id: 'type',
      header: t('roles.fields.type'),
      render: (row) => (
        <FieldTypeSelect key={`${row.id}:${row.fieldType}`} field={row} options={options} onSave={save} />
      ),
    },
    {
      id: 'required',
      header: t('roles.fields.required'),
      render: (row) => (
        <FieldRequiredCheckbox
          key={`${row.id}:${row.isRequired}`}
          field={row}
          onSave={save}
          saving={savingFieldId === row.id}
        />
      ),
      align: 'center',
    },
    {
      id: 'actions',
      pinned: true,
      header: t('roles.columns.actions'),
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <IconButton
            ref={(button) => {
              buttons.current.set(`${row.id}:up`, button);
            }}
            aria-label={t('roles.manage.moveUp', { name: row.fieldName })}
            size="small"
            disabled={row.order <= 1}
            onClick={() => moveField(row, 'up')}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            ref={(button) => {
              buttons.current.set(`${row.id}:down`, button);
            }}
            aria-label={t('roles.manage.moveDown', { name: row.fieldName })}
            size="small"
            disabled={row.order >= fields.length}
            onClick={() => moveField(row, 'down')}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <RemoveButton
            label={t('roles.manage.removeField', { name: row.fieldName })}
            onClick={() => setRemoving(row)}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <DataTable
        aria-label={t('roles.details.fields')}
        columns={columns}
        rows={fields}
        getRowKey={(row) => row.id}
        getRowTestId={() => 'field-row'}
        paging="none"
        emptyText={t('roles.fields.none')}
      />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('roles.manage.removeField', { name: removing.fieldName }) : undefined}
        message={removing ? t('roles.manage.confirmRemoveField', { name: removing.fieldName }) : ''}
        confirmLabel={t('roles.manage.remove')}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: scheme.id, fieldIds: [removing.id] })}
      />
    </>
  );
}

function ManageScheme({ scheme }: { scheme: TSchemeDetail }) {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  const { organisationDid } = useOrganisationSession();
  const options = useFieldTypeOptions(organisationDid);

  if (scheme.status === 'DEACTIVATED') {
    return (
      <Stack spacing={3}>
        <Alert severity="warning">{t('roles.manage.deactivated')}</Alert>
        <PageSection titleId="manage-fields-title" title={t('roles.details.fields')}>
          <SchemeFieldsTable fields={scheme.fields} label={t('roles.details.fields')} />
        </PageSection>
      </Stack>
    );
  }

  const full = scheme.fields.length >= SCHEME_LIMITS.fields;
  return (
    <Stack spacing={3}>
      <Alert severity={scheme.status === 'CREATED' ? 'info' : 'warning'}>
        {t('roles.manage.backToCheck')}
      </Alert>
      <PageSection titleId="manage-name-title" title={t('roles.manage.nameSection')}>
        <RenameSchemeForm key={scheme.schemeName} scheme={scheme} />
      </PageSection>
      <PageSection titleId="manage-fields-title" title={t('roles.details.fields')}>
        <FieldsEditor scheme={scheme} options={options} />
      </PageSection>
      <PageSection titleId="manage-add-title" title={t('roles.manage.addSection')}>
        {full && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(VALIDATION_MESSAGES.tooManyFields)}
          </Alert>
        )}
        <AddFieldForm schemeId={scheme.id} options={options} full={full} />
      </PageSection>
    </Stack>
  );
}

/** /scheme/manage?id= : rename a role and edit its fields (a change sends it back to its check). */
export default function ManageSchemePage() {
  const { t } = useTranslation();
  const id = useRoleIdParam();
  const scheme = useScheme(id);

  const header = (
    <PageHeader
      title={t('routes.manageScheme')}
      subtitle={
        scheme.data
          ? t('roles.manage.subtitle', {
              name: scheme.data.schemeName,
              status: t(schemeStatusKey(scheme.data)),
            })
          : undefined
      }
      actions={
        id ? (
          <Button component={RouterLink} to={toRoleDetails({ id }).to} startIcon={<ArrowBackOutlined />}>
            {t('routes.roleDetails')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <>
      {header}
      <SchemeRecord id={id} scheme={scheme}>
        {(data) => <ManageScheme scheme={data} />}
      </SchemeRecord>
    </>
  );
}
