import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE, type TActivitiesType } from '@sigil/core';
import { ACTIVITIES_KEY, type ActivityFilters as AppliedFilters } from '../../api/activities/activity-report';
import type { TReportDownloadPath } from '../../api/activities/download-activity-report';
import { useActivityNames, type TNameSource } from '../../api/activities/get-activity-names';
import { useOrganisationActivities } from '../../api/activities/get-organisation-activities';
import { useOwnActivities } from '../../api/activities/get-own-activities';
import { ActivityTable, type TActivityWho } from '../activity-table';
import { LoadError } from '../load-error';
import { ActivityFilters, EMPTY_DRAFT, type ActivityFilterDraft } from './activity-filters';
import { ReportDialog } from './report-dialog';
import { refreshQueries } from '../../lib/refresh-queries';

const ActivityChart = lazy(() => import('./activity-chart'));

/** Whose report a screen shows, and how (My Activities, the provider's tabs, an organisation's detail). */
export interface ActivityReportSource {
  did: string;
  /** GET /api/reports (one's own) or /api/public/reports (an organisation's, or the provider's any). */
  endpoint: 'own' | 'organisation';
  activitiesType?: TActivitiesType;
  /** The name filter's choices: the organisation's members or the holder's organisations (none: no filter). */
  names?: TNameSource;
  download: TReportDownloadPath;
  who: TActivityWho;
  'aria-label': string;
}

/**
 * The provider's report of any DID: an organisation's ('org', by its members) or a holder's
 * ('member', by organisation), downloaded through the provider's own path.
 */
export function providerReportSource(
  kind: TActivitiesType,
  did: string,
  label: string,
): ActivityReportSource {
  const byKind =
    kind === 'org'
      ? ({ names: 'members', who: 'member' } as const)
      : ({ names: 'organisations', who: 'organisation' } as const);
  return {
    did,
    endpoint: 'organisation',
    activitiesType: kind,
    download: '/admin/reports/download',
    'aria-label': label,
    ...byKind,
  };
}

/** The filters as the report call takes them: names go to didFilter or orgDidFilter by whose they are. */
function appliedFrom(draft: ActivityFilterDraft, source: ActivityReportSource): AppliedFilters {
  return {
    from: draft.startDate || undefined,
    to: draft.endDate || undefined,
    ...(source.names === 'members' && { didFilter: draft.names }),
    ...(source.names === 'organisations' && { orgDidFilter: draft.names }),
    activitiesType: source.activitiesType,
  };
}

/** Filters, Report, the daily chart and the server-paged table of one DID's activities. */
export function ActivityReport({ source }: { source: ActivityReportSource }) {
  const [draft, setDraft] = useState<ActivityFilterDraft>(EMPTY_DRAFT);
  const [applied, setApplied] = useState<AppliedFilters>(() => appliedFrom(EMPTY_DRAFT, source));
  const [page, setPage] = useState(ACTIVITY_FIRST_PAGE);
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const names = useActivityNames(source.names ?? null, source.did);
  const organisation = useOrganisationActivities(
    source.endpoint === 'organisation' ? source.did : null,
    page,
    applied,
  );
  const own = useOwnActivities(source.endpoint === 'own' ? source.did : null, page, applied);
  const report = source.endpoint === 'organisation' ? organisation : own;

  const apply = (next: ActivityFilterDraft) => {
    const filters = appliedFrom(next, source);
    // The same filters on page 1 are the same queries: ask the server again (Reset "reloads page 1").
    if (page === ACTIVITY_FIRST_PAGE && JSON.stringify(filters) === JSON.stringify(applied)) {
      void refreshQueries(queryClient, ACTIVITIES_KEY);
      return;
    }
    setApplied(filters);
    setPage(ACTIVITY_FIRST_PAGE);
  };

  return (
    <>
      <ActivityFilters
        draft={draft}
        onChange={setDraft}
        names={source.names ? (names.data ?? []) : undefined}
        onApply={() => apply(draft)}
        onReset={() => {
          setDraft(EMPTY_DRAFT);
          apply(EMPTY_DRAFT);
        }}
        onReport={() => setReporting(true)}
      />
      <LoadError error={names.error ?? report.error} sx={{ mb: 2 }} />
      <Suspense fallback={null}>
        <ActivityChart did={source.did} filters={applied} />
      </Suspense>
      <ActivityTable
        aria-label={source['aria-label']}
        who={source.who}
        rows={report.data?.data ?? []}
        loading={report.isFetching}
        paging={{
          page,
          pageSize: ACTIVITY_PAGE_SIZE,
          total: report.data?.pagination.total ?? 0,
          onPageChange: setPage,
        }}
      />
      {reporting && (
        <ReportDialog
          open
          path={source.download}
          did={source.did}
          filters={applied}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}
