import { useTranslation } from 'react-i18next';
import type { TSchemeField } from '@sigil/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { fieldTypeLabel } from './scheme-labels';
import { TEXT_CELL } from './cells';

/** A role's fields in their order: position, name, type and whether it is required. */
export function SchemeFieldsTable({ fields, label }: { fields: readonly TSchemeField[]; label: string }) {
  const { t } = useTranslation();
  const rows = [...fields].sort((a, b) => a.order - b.order);
  const columns: DataTableColumn<TSchemeField>[] = [
    { id: 'order', header: t('roles.fields.order'), render: (row) => row.order, align: 'right' },
    {
      id: 'name',
      header: t('roles.fields.name'),
      render: (row) => row.fieldName,
      cellSx: TEXT_CELL,
    },
    { id: 'type', header: t('roles.fields.type'), render: (row) => fieldTypeLabel(t, row) },
    {
      id: 'required',
      header: t('roles.fields.required'),
      render: (row) => t(row.isRequired === 'Y' ? 'roles.yes' : 'roles.no'),
    },
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      getRowTestId={() => 'field-row'}
      paging="none"
      emptyText={t('roles.fields.none')}
    />
  );
}
