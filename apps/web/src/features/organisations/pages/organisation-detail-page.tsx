import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { PageHeader } from '../../../components/page-header';
import { QueryRecord } from '../../../components/query-record';
import { useOrganisation } from '../../../api/organisations/get-organisation';
import { OrganisationActivities } from '../components/organisation-activities';
import { OrganisationCard } from '../components/organisation-card';
import { OrganisationHistory } from '../components/organisation-history';
import { OrganisationUsers } from '../components/organisation-users';
import { toOrganisationsManagement, useOrganisationDetailParams } from '../links';

const TABS = ['endorsee', 'activities', 'history'] as const;
type TTab = (typeof TABS)[number];

/** Spec §2 screen 13: the organisation's card, its users (Endorsee), its activities and its status history. */
export default function OrganisationDetailPage() {
  const { t } = useTranslation();
  const { did } = useOrganisationDetailParams();
  const organisation = useOrganisation(did);
  const [tab, setTab] = useState<TTab>('endorsee');

  const back = (
    <Button component={RouterLink} to={toOrganisationsManagement().to} startIcon={<ArrowBackOutlined />}>
      {t('organisationDetail.backToList')}
    </Button>
  );
  const header = <PageHeader title={t('routes.organisationsDetail')} actions={back} />;

  return (
    <>
      {header}
      <QueryRecord
        missing={!did}
        query={organisation}
        missingText={t('organisationDetail.missingDid')}
        notFoundText={t('organisationDetail.notFound', { did })}
      >
        {(data) => (
          // Side by side only on wide screens: the activity table needs the width (its filters, six columns).
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, xl: 4 }}>
              <OrganisationCard organisation={data} />
            </Grid>
            <Grid size={{ xs: 12, xl: 8 }}>
              <Paper variant="outlined">
                <Tabs
                  value={tab}
                  onChange={(_event, next: TTab) => setTab(next)}
                  aria-label={t('organisationDetail.tabsLabel')}
                  // Three tabs in German are wider than a phone: they scroll, none is cut off.
                  variant="scrollable"
                  scrollButtons="auto"
                  allowScrollButtonsMobile
                  sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
                >
                  {TABS.map((id) => (
                    <Tab
                      key={id}
                      value={id}
                      label={t(`organisationDetail.tabs.${id}`)}
                      id={`organisation-tab-${id}`}
                      aria-controls={`organisation-tabpanel-${id}`}
                    />
                  ))}
                </Tabs>
                <Box
                  role="tabpanel"
                  id={`organisation-tabpanel-${tab}`}
                  aria-labelledby={`organisation-tab-${tab}`}
                  sx={{ p: 2 }}
                >
                  {tab === 'endorsee' && <OrganisationUsers did={data.AccountDid} />}
                  {tab === 'activities' && <OrganisationActivities did={data.AccountDid} />}
                  {tab === 'history' && <OrganisationHistory did={data.AccountDid} />}
                </Box>
              </Paper>
            </Grid>
          </Grid>
        )}
      </QueryRecord>
    </>
  );
}
