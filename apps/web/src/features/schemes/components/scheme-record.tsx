import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TSchemeDetail } from '@sigil/core';
import { QueryRecord } from '../../../components/query-record';

/** A role page's body: the role of `?id=`, or why there is none (no id, not found, a failed load). */
export function SchemeRecord({
  id,
  scheme,
  children,
}: {
  id: string | null;
  scheme: UseQueryResult<TSchemeDetail>;
  children: (scheme: TSchemeDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryRecord
      missing={!id}
      query={scheme}
      missingText={t('roles.details.missingId')}
      notFoundText={t('roles.details.notFound')}
    >
      {children}
    </QueryRecord>
  );
}
