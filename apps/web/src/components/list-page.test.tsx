import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { DataTable, dateColumn, type DataTableColumn } from './data-table';
import { ListPage } from './list-page';
import { choose } from '../test/page-test';

interface Row {
  id: string;
}
const columns: DataTableColumn<Row>[] = [{ id: 'id', header: 'Id', render: (row) => row.id }];
const rows = (ids: number[]) => ids.map((id) => ({ id: `row ${id}` }));

describe('ListPage', () => {
  it('shows the title, the search box, the filters, the load error and the table', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListPage
        title="Things"
        search={{ value: '', onChange, label: 'Search things' }}
        filters={<span>a filter</span>}
        error={new Error('down')}
      >
        <DataTable aria-label="Things" columns={columns} rows={rows([1])} getRowKey={(row) => row.id} />
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(screen.getByText('a filter')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not load the data: down');
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    expect(within(screen.getByRole('table', { name: 'Things' })).getByText('row 1')).toBeTruthy();
  });
});

describe('DataTable with server paging', () => {
  it('shows the page it is given and asks for the next one (1-based)', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows([11, 12])}
        getRowKey={(row) => row.id}
        paging={{ page: 2, pageSize: 10, total: 32, onPageChange }}
      />,
    );
    expect(screen.getByText('11–20 of 32')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("says 'Loading…' while the first rows are fetched", () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} loading />);
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeTruthy();
  });
});

describe('a search that finds nothing', () => {
  function Searchable({ initial, found }: { initial: string; found: number[] }) {
    const [value, setValue] = useState(initial);
    return (
      <ListPage title="Things" search={{ value, onChange: setValue, label: 'Search things' }}>
        <DataTable
          aria-label="Things"
          columns={columns}
          rows={value ? rows(found) : rows([1, 2])}
          getRowKey={(row) => row.id}
          emptyText="No things yet"
        />
      </ListPage>
    );
  }

  it('says "No results for …" and clears the search in one click', async () => {
    const { user } = renderWithProviders(<Searchable initial="  zebra " found={[]} />);
    const table = within(screen.getByRole('table', { name: 'Things' }));
    expect(table.getByText('No results for “zebra”.')).toBeTruthy();
    await user.click(table.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search things' }).value).toBe('');
    expect(table.getByText('row 1')).toBeTruthy();
  });

  it("keeps the list's own empty text when nothing is searched", () => {
    renderWithProviders(
      <ListPage title="Things" search={{ value: '', onChange: () => {}, label: 'Search things' }}>
        <DataTable
          aria-label="Things"
          columns={columns}
          rows={[]}
          getRowKey={(row) => row.id}
          emptyText="No things yet"
        />
      </ListPage>,
    );
    expect(screen.getByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});

describe('DataTable paged in the browser', () => {
  it('shows 10 rows a page, and 25 or 50 when the person chooses', async () => {
    const { user } = renderWithProviders(
      <DataTable
        aria-label="Things"
        columns={columns}
        rows={rows([...Array(30).keys()])}
        getRowKey={(row) => row.id}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Things' }));
    expect(table.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    await choose(user, /Rows per page/, '25');
    expect(table.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
  });
});

describe('DataTable sorting', () => {
  interface Dated {
    name: string;
    at: string | null;
  }
  const dated: DataTableColumn<Dated>[] = [
    { id: 'name', header: 'Name', render: (row) => row.name },
    dateColumn('at', 'Date', (row) => row.at),
    { id: 'actions', header: 'Actions', render: () => <button type="button">Open</button> },
  ];
  const data: Dated[] = [
    { name: 'item 10', at: '2026-01-02T00:00:00.000Z' },
    { name: 'Item 2', at: null },
    { name: 'item 1', at: '2025-12-31T00:00:00.000Z' },
  ];
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('sorts by a text column, then the other way; by a date in time order, empty last; never by actions', async () => {
    const { user } = renderWithProviders(
      <DataTable columns={dated} rows={data} getRowKey={(row) => row.name} />,
    );
    expect(names()).toEqual(['item 10', 'Item 2', 'item 1']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['item 1', 'Item 2', 'item 10']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['item 10', 'Item 2', 'item 1']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(names()).toEqual(['item 1', 'item 10', 'Item 2']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
