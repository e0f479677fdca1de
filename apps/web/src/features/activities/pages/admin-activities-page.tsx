import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isActivitySearchDid, STORAGE_KEYS } from '@sigil/core';
import { ActivityReport, providerReportSource } from '../../../components/activity-report/activity-report';
import { PageHeader } from '../../../components/page-header';
import { writeStorageValue } from '../../../lib/storage';
import { usePublicConfig } from '../../../lib/public-config';

/** Tab 0: an organisation's activities by its members; tab 1: an individual's, by organisation. */
type TTab = 0 | 1;

function storedTab(): TTab {
  return localStorage.getItem(STORAGE_KEYS.tab) === '1' ? 1 : 0;
}

/**
 * /admin-activities (spec §2 screen 11, §4): tabs "Organization Activities" and "Individual
 * Activities" (remembered under local key `tab`); a DID search, Search enabled only for a valid
 * DID; after it, the filters, Report and the server-paged table. Changing tab clears the search.
 */
export default function AdminActivitiesPage() {
  const { t } = useTranslation();
  const { didMethod } = usePublicConfig();
  // On a phone the two tabs share the width (their labels wrap) rather than scroll.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [tab, setTab] = useState<TTab>(storedTab);
  const [input, setInput] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const valid = isActivitySearchDid(input.trim(), didMethod);
  const tabLabel = tab === 0 ? t('activities.tabs.organization') : t('activities.tabs.individual');

  const changeTab = (next: TTab) => {
    setTab(next);
    writeStorageValue(STORAGE_KEYS.tab, String(next));
    setInput('');
    setSearched(null);
  };

  return (
    <>
      <PageHeader title={t('routes.adminActivities')} />
      <Tabs
        value={tab}
        onChange={(_event, next: TTab) => changeTab(next)}
        aria-label={t('activities.tabs.label')}
        variant={phone ? 'fullWidth' : 'standard'}
        sx={{ mb: 2 }}
      >
        <Tab
          label={t('activities.tabs.organization')}
          id="activities-tab-0"
          aria-controls="activities-panel"
        />
        <Tab label={t('activities.tabs.individual')} id="activities-tab-1" aria-controls="activities-panel" />
      </Tabs>
      <div role="tabpanel" id="activities-panel" aria-labelledby={`activities-tab-${tab}`}>
        <Stack
          component="form"
          role="search"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) setSearched(input.trim().toLowerCase());
          }}
        >
          <TextField
            size="small"
            label={t('activities.search.label')}
            placeholder={t('activities.search.placeholder', { method: didMethod })}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              // Spec §5: without a valid DID the results are hidden.
              if (!isActivitySearchDid(event.target.value.trim(), didMethod)) setSearched(null);
            }}
            sx={{ width: { xs: '100%', sm: 440 } }}
          />
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('activities.search.button')}
          </Button>
        </Stack>
        {searched ? (
          <ActivityReport
            key={`${tab}-${searched}`}
            source={providerReportSource(tab === 0 ? 'org' : 'member', searched, tabLabel)}
          />
        ) : (
          <Typography color="text.secondary">{t('activities.search.first')}</Typography>
        )}
      </div>
    </>
  );
}
