import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { DataTable, type DataTableColumn } from './data-table';

interface Member {
  id: string;
  name: string;
}

const columns: DataTableColumn<Member>[] = [{ id: 'name', header: 'Name', render: (row) => row.name }];
const members = (count: number): Member[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Member ${index + 1}` }));

describe('DataTable', () => {
  it("says 'No data available.' without rows", () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} getRowKey={(row) => row.id} />);
    expect(screen.getByText('No data available.')).toBeTruthy();
  });

  it('shows 10 rows per page and pages client-side', async () => {
    const { user } = renderWithProviders(
      <DataTable columns={columns} rows={members(12)} getRowKey={(row) => row.id} />,
    );
    expect(screen.getByText('Member 10')).toBeTruthy();
    expect(screen.queryByText('Member 11')).toBeNull();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Member 12')).toBeTruthy();
    expect(screen.queryByText('Member 1')).toBeNull();
  });

  it('scrolls inside its own box, which the keyboard reaches and which carries the table name', () => {
    renderWithProviders(
      <DataTable aria-label="Members" columns={columns} rows={members(1)} getRowKey={(row) => row.id} />,
    );
    const box = screen.getByRole('group', { name: 'Members' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.contains(screen.getByRole('table', { name: 'Members' }))).toBe(true);
  });
});
