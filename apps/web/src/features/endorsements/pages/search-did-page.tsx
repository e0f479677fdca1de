import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { SEARCH_BOX_WIDTH } from '@sigil/core';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useDidSearch } from '../api/search-dids';
import { DidRecordCard } from '../components/did-record-card';

/**
 * /search-did (spec §2; docs/architecture.md, Public or protected DIDs): a DID, or part of an
 * organisation's name, and Search; each DID found as a card — the whole record when it is public,
 * only that it exists when it is protected.
 */
export default function SearchDidPage() {
  const { t } = useTranslation();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const result = useDidSearch(searched);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    setBlank(!search);
    if (!search) return;
    // The same search again asks again: a record may have changed (its holder made it public…).
    if (search === searched) void result.refetch();
    else setSearched(search);
  };

  const members = result.data?.members ?? [];
  let content = null;
  if (searched && result.isPending)
    content = <Typography color="text.secondary">{t('app.loading')}</Typography>;
  else if (result.data && members.length === 0)
    content = <Typography color="text.secondary">{t('table.empty')}</Typography>;
  else if (members.length > 0)
    content = (
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {members.map((record) => (
          <DidRecordCard key={record.did} record={record} />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('routes.searchDid')} />
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={submit}
        sx={{
          mb: 3,
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
        }}
      >
        <TextField
          size="small"
          label={t('didSearch.label')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (blank && event.target.value.trim()) setBlank(false);
          }}
          error={blank}
          helperText={blank ? t('didSearch.required') : undefined}
          sx={{ width: { xs: '100%', sm: SEARCH_BOX_WIDTH } }}
          slotProps={{
            htmlInput: {
              'data-testid': 'did-search',
              spellCheck: false,
              autoCapitalize: 'off',
              maxLength: 200,
            },
          }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchOutlined />}>
          {t('didSearch.search')}
        </Button>
      </Box>
      {searched && (
        <Box component="section" aria-labelledby={resultsId} aria-busy={result.isFetching}>
          <Typography id={resultsId} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('didSearch.results', { search: searched })}
          </Typography>
          {result.isFetching && !result.isPending && (
            <LinearProgress aria-label={t('app.loading')} sx={{ mb: 2 }} />
          )}
          <LoadError error={result.error} sx={{ mb: 2 }} />
          <div aria-live="polite">{content}</div>
        </Box>
      )}
    </>
  );
}
