import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_AS, STORAGE_KEYS } from '@sigil/core';
import { apiError, mockApi } from '../../../test/api-mock';
import {
  createActivity,
  createActivityReport,
  createProfile,
  ORGANISATION_DID,
} from '../../../test/factories';
import { renderApp, signIn, signInOrganisation } from '../../../test/render-app';

const PERSON = 'did:sigil:0x00000000000000000000000000000000000000b7';
const MEMBER = 'did:sigil:0x00000000000000000000000000000000000000b8';
const ORG = 'did:sigil:0x00000000000000000000000000000000000000c3';
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Types a calendar day into the date input labelled `label` (the browser's own date input). */
/** What a browser sends as a date is picked: `input` as the value changes, then `change`. */
function setDate(label: string, day: string, container: HTMLElement = document.body) {
  const field = within(container).getByLabelText(label);
  fireEvent.input(field, { target: { value: day } });
  fireEvent.change(field);
}

/** jsdom has no blob URLs and does not download: what would be saved, by file name and text. */
function recordDownloads() {
  const saved: { fileName: string; text: Promise<string> }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:test/report'),
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const reader = new FileReader();
    const text = new Promise<string>((resolve) => (reader.onload = () => resolve(reader.result as string)));
    reader.readAsText(lastBlob!);
    saved.push({ fileName: this.download, text });
  });
  return saved;
}

const csv = (text: string) => new Response(text, { headers: { 'content-type': 'text/csv' } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('My Activities', () => {
  it('shows an individual their own activities, without the name filter or who-columns; Apply needs a valid range', async () => {
    const api = mockApi({
      'GET /api/reports': createActivityReport([
        createActivity({ did: PERSON, filename: 'mine.pdf' }),
        // A row without an event type is not shown (spec §2 screen 11).
        createActivity({ did: PERSON, type: '', filename: 'typeless.pdf' }),
      ]),
      'GET /api/v1/reports/daily': (request) => ({
        data: [{ day: request.query.get('to') ?? '2026-11-02', type: 'SIGN', count: 1 }],
      }),
    });
    signIn(createProfile({ did: PERSON }), LOGGED_IN_AS.individual);
    const { user } = renderApp('/my-activities');
    const table = await screen.findByRole('table', { name: 'My Activities' });
    await within(table).findByText('mine.pdf');
    expect(within(table).queryByText('typeless.pdf')).toBeNull();
    expect(headersOf(table)).toEqual(['Event', 'Time', 'File Name', 'Others']);
    expect(screen.queryByLabelText('Name')).toBeNull();
    // The chart (lazily loaded) tells screen readers what it draws.
    expect(await screen.findByRole('img', { name: /^Events from .+: 1 Sign$/ })).toBeTruthy();

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    // Without a name selection a start date alone is not enough.
    setDate('Start Date', '2026-11-01');
    expect(apply).toHaveProperty('disabled', true);
    setDate('End Date', '2026-10-01');
    expect(screen.getByText('Start date must not be after the end date')).toBeTruthy();
    expect(screen.getByText('End date must not be before the start date')).toBeTruthy();
    expect(apply).toHaveProperty('disabled', true);
    setDate('End Date', '2999-01-01');
    expect(screen.getByText('Date must not be in the future')).toBeTruthy();
    expect(apply).toHaveProperty('disabled', true);
    setDate('End Date', '2026-11-02');
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await waitFor(() => expect(api.callsTo('GET /api/reports').at(-1)?.query.get('to')).toBe('2026-11-02'));
    const query = api.callsTo('GET /api/reports').at(-1)!.query;
    expect([query.get('did'), query.get('from'), query.get('page'), query.get('pageSize')]).toEqual([
      PERSON,
      '2026-11-01',
      '1',
      '10',
    ]);
    expect(query.get('timezone')).toBe(TIME_ZONE);
    expect(query.get('activitiesType')).toBeNull();
    expect(
      await screen.findByRole('img', { name: 'Events from 01/11/2026 to 02/11/2026: 1 Sign' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Start Date')).toHaveProperty('value', '');
    expect(screen.getByLabelText('End Date')).toHaveProperty('value', '');
    await waitFor(() => expect(api.callsTo('GET /api/reports').at(-1)?.query.get('from')).toBeNull());
    expect(api.callsTo('GET /api/reports').at(-1)?.query.get('page')).toBe('1');
    // Without a day range the list needs no time zone; the chart's days are always read in it.
    expect(api.callsTo('GET /api/reports').at(-1)?.query.get('timezone')).toBeNull();
    expect(api.callsTo('GET /api/v1/reports/daily').at(-1)?.query.get('timezone')).toBe(TIME_ZONE);
  });

  it('Reset goes back to page 1 and asks the server again even when nothing was filtered', async () => {
    const api = mockApi({
      'GET /api/reports': (request) => ({
        ...createActivityReport([createActivity({ filename: `page-${request.query.get('page')}.pdf` })]),
        pagination: { page: Number(request.query.get('page')), pageSize: 10, total: 25, totalPages: 3 },
      }),
      'GET /api/v1/reports/daily': { data: [] },
    });
    signIn(createProfile({ did: PERSON }), LOGGED_IN_AS.individual);
    const { user } = renderApp('/my-activities');
    const table = await screen.findByRole('table', { name: 'My Activities' });
    await within(table).findByText('page-1.pdf');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('page-2.pdf');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await within(table).findByText('page-1.pdf');
    const before = api.callsTo('GET /api/reports').length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.callsTo('GET /api/reports').length).toBe(before + 1));
    expect(api.callsTo('GET /api/reports').at(-1)?.query.get('page')).toBe('1');
  });

  it("shows an Admin their organisation's activities with Name and User DID, filtered by members", async () => {
    const api = mockApi({
      'GET /api/public/reports': createActivityReport([
        createActivity({ did: MEMBER, name: 'Mia Member', filename: 'org.pdf' }),
      ]),
      'GET /api/public/reports/list-user': { data: [{ did: MEMBER, name: 'Mia Member' }] },
      'GET /api/v1/reports/daily': { data: [] },
    });
    signInOrganisation('Admin');
    const { user } = renderApp('/my-activities');
    const table = await screen.findByRole('table', { name: 'My Activities' });
    await within(table).findByText('org.pdf');
    expect(headersOf(table)).toEqual(['Name', 'User DID', 'Event', 'Time', 'File Name', 'Others']);
    expect(api.callsTo('GET /api/public/reports')[0]?.query.get('did')).toBe(ORGANISATION_DID);
    expect(api.callsTo('GET /api/public/reports/list-user')[0]?.query.get('orgDid')).toBe(ORGANISATION_DID);
    expect(await screen.findByText(/^No events from/)).toBeTruthy();

    // A name with a start date and no end date may be applied (spec §5).
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(screen.getByLabelText('Name'));
    await user.click(await screen.findByRole('option', { name: 'Mia Member' }));
    await user.keyboard('{Escape}');
    expect(apply).toHaveProperty('disabled', true);
    setDate('Start Date', '2026-11-01');
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await waitFor(() =>
      expect(api.callsTo('GET /api/public/reports').at(-1)?.query.getAll('didFilter')).toEqual([MEMBER]),
    );
    const query = api.callsTo('GET /api/public/reports').at(-1)!.query;
    expect([query.get('activitiesType'), query.get('from'), query.get('to')]).toEqual([
      'org',
      '2026-11-01',
      null,
    ]);
    expect(api.callsTo('GET /api/v1/reports/daily').at(-1)?.query.getAll('didFilter')).toEqual([MEMBER]);

    // Reset clears the selection too.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/public/reports').at(-1)?.query.getAll('didFilter')).toEqual([]),
    );
    expect(screen.getByLabelText('Name').textContent).not.toContain('Mia Member');
  });

  it('downloads reports.csv with the dates and the time zone, once the dates pass the rules', async () => {
    const api = mockApi({
      'GET /api/reports': createActivityReport([]),
      'GET /api/v1/reports/daily': { data: [] },
      'GET /api/reports/download': () => csv('Name,DID\nAda,did:sigil:0x1\n'),
    });
    const saved = recordDownloads();
    signIn(createProfile({ did: PERSON }), LOGGED_IN_AS.individual);
    const { user } = renderApp('/my-activities');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Report' });
    const download = within(dialog).getByRole('button', { name: 'Download' });
    // Both empty: everything.
    expect(download).toHaveProperty('disabled', false);
    setDate('Start Date', '2026-11-01', dialog);
    expect(download).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Enter both dates or neither')).toBeTruthy();
    setDate('End Date', '2999-12-31', dialog);
    expect(within(dialog).getByText('Date must not be in the future')).toBeTruthy();
    expect(download).toHaveProperty('disabled', true);
    setDate('End Date', '2026-10-31', dialog);
    expect(within(dialog).getByText('Start date must not be after the end date')).toBeTruthy();
    expect(download).toHaveProperty('disabled', true);
    setDate('End Date', '2026-11-02', dialog);
    expect(download).toHaveProperty('disabled', false);
    await user.click(download);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const call = api.callsTo('GET /api/reports/download')[0]!;
    expect([call.query.get('did'), call.query.get('startDate'), call.query.get('endDate')]).toEqual([
      PERSON,
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(call.query.get('timezone')).toBe(TIME_ZONE);
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    expect(saved.map((file) => file.fileName)).toEqual(['reports.csv']);
    expect(await saved[0]!.text).toBe('Name,DID\nAda,did:sigil:0x1\n');
  });

  it("carries an Admin's member filter into the download, and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    const api = mockApi({
      'GET /api/public/reports': createActivityReport([]),
      'GET /api/public/reports/list-user': { data: [{ did: MEMBER, name: 'Mia Member' }] },
      'GET /api/v1/reports/daily': { data: [] },
      'GET /api/public/reports/download': () =>
        refuse ? apiError(400, 'timezone must be an IANA time zone such as Europe/Berlin') : csv('Name\n'),
    });
    recordDownloads();
    signInOrganisation('Admin');
    const { user } = renderApp('/my-activities');
    await user.click(await screen.findByLabelText('Name'));
    await user.click(await screen.findByRole('option', { name: 'Mia Member' }));
    await user.keyboard('{Escape}');
    setDate('Start Date', '2026-11-01');
    setDate('End Date', '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/public/reports').at(-1)?.query.getAll('didFilter')).toEqual([MEMBER]),
    );

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Report' });
    // The applied range starts the dialog's.
    expect(within(dialog).getByLabelText('Start Date')).toHaveProperty('value', '2026-11-01');
    expect(within(dialog).getByLabelText('End Date')).toHaveProperty('value', '2026-11-03');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText('timezone must be an IANA time zone such as Europe/Berlin'),
    ).toBeTruthy();
    const query = api.callsTo('GET /api/public/reports/download')[0]!.query;
    expect([
      query.get('did'),
      query.getAll('didFilter'),
      query.get('activitiesType'),
      query.get('startDate'),
      query.get('endDate'),
      query.get('timezone'),
    ]).toEqual([ORGANISATION_DID, [MEMBER], 'org', '2026-11-01', '2026-11-03', TIME_ZONE]);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Provider Activities', () => {
  const providerApi = () =>
    mockApi({
      'GET /api/public/reports': (request) =>
        createActivityReport([
          request.query.get('activitiesType') === 'member'
            ? createActivity({ did: PERSON, orgDid: ORG, orgName: 'Gamma Ltd', filename: 'person.pdf' })
            : createActivity({ did: MEMBER, name: 'Mia Member', orgDid: ORG, filename: 'org.pdf' }),
        ]),
      'GET /api/public/reports/list-user': { data: [{ did: MEMBER, name: 'Mia Member' }] },
      'GET /api/public/reports/list-org': { data: [{ did: ORG, name: 'Gamma Ltd' }] },
      'GET /api/v1/reports/daily': { data: [] },
      'GET /api/admin/reports/download': () => csv('Name\n'),
    });

  it('searches only a valid DID, remembers the tab, and clears the search when the tab changes', async () => {
    const api = providerApi();
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    const { user } = renderApp('/admin-activities');
    expect(await screen.findByRole('tab', { name: 'Organization Activities', selected: true })).toBeTruthy();
    const box = screen.getByLabelText('DID');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveProperty('disabled', true);
    await user.type(box, 'did:web:example');
    expect(search).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByText('Search for a DID to see its activities.')).toBeTruthy();
    await user.clear(box);
    await user.type(box, ORG);
    expect(search).toHaveProperty('disabled', false);
    // No filters nor table before Search is pressed (spec §4).
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(search);
    const table = await screen.findByRole('table', { name: 'Organization Activities' });
    await within(table).findByText('org.pdf');
    expect(headersOf(table)).toEqual(['Name', 'User DID', 'Event', 'Time', 'File Name', 'Others']);
    expect(api.callsTo('GET /api/public/reports/list-user')[0]?.query.get('orgDid')).toBe(ORG);
    const first = api.callsTo('GET /api/public/reports')[0]!.query;
    expect([first.get('did'), first.get('activitiesType'), first.get('page')]).toEqual([ORG, 'org', '1']);

    // Editing the DID into an invalid one hides the results again.
    await user.type(box, '!');
    expect(screen.queryByRole('table')).toBeNull();
    await user.type(box, '{Backspace}');
    await user.click(search);
    await screen.findByRole('table', { name: 'Organization Activities' });

    await user.click(screen.getByRole('tab', { name: 'Individual Activities' }));
    expect(localStorage.getItem(STORAGE_KEYS.tab)).toBe('1');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('DID')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('DID'), PERSON);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const people = await screen.findByRole('table', { name: 'Individual Activities' });
    await within(people).findByText('person.pdf');
    expect(headersOf(people)).toEqual(['Org Name', 'Event', 'Time', 'File Name', 'Others']);
    expect(within(people).getByText('Gamma Ltd')).toBeTruthy();
    expect(api.callsTo('GET /api/public/reports/list-org')[0]?.query.get('did')).toBe(PERSON);

    await user.click(screen.getByRole('tab', { name: 'Organization Activities' }));
    expect(localStorage.getItem(STORAGE_KEYS.tab)).toBe('0');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("filters an individual's activities by organisation and downloads them through the admin report", async () => {
    const api = providerApi();
    recordDownloads();
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    localStorage.setItem(STORAGE_KEYS.tab, '1');
    const { user } = renderApp('/admin-activities');
    await user.type(await screen.findByLabelText('DID'), PERSON);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Individual Activities' });
    await user.click(screen.getByLabelText('Name'));
    await user.click(await screen.findByRole('option', { name: 'Gamma Ltd' }));
    await user.keyboard('{Escape}');
    setDate('Start Date', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/public/reports').at(-1)?.query.getAll('orgDidFilter')).toEqual([ORG]),
    );
    const query = api.callsTo('GET /api/public/reports').at(-1)!.query;
    expect([query.get('did'), query.get('activitiesType'), query.getAll('didFilter')]).toEqual([
      PERSON,
      'member',
      [],
    ]);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Report' });
    // A start date alone is no range: the dialog opens with both dates empty (everything).
    expect(within(dialog).getByLabelText('Start Date')).toHaveProperty('value', '');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const download = api.callsTo('GET /api/admin/reports/download')[0]!.query;
    expect([
      download.get('did'),
      download.getAll('orgDidFilter'),
      download.get('activitiesType'),
      download.get('startDate'),
      download.get('timezone'),
    ]).toEqual([PERSON, [ORG], 'member', null, TIME_ZONE]);
  });

  it('opens on the remembered tab', async () => {
    mockApi({});
    signIn(createProfile({ mode: 'provider' }), LOGGED_IN_AS.provider);
    // (A login starts with the session keys cleared, the tab among them.)
    localStorage.setItem(STORAGE_KEYS.tab, '1');
    renderApp('/admin-activities');
    expect(await screen.findByRole('tab', { name: 'Individual Activities', selected: true })).toBeTruthy();
  });
});
