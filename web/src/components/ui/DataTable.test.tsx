import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DataTable, type DataTableColumn } from './DataTable';

interface Car {
  id: number;
  name: string;
}

const columns: DataTableColumn<Car>[] = [
  { key: 'id', header: 'Number', cell: (car) => `#${car.id}` },
  { key: 'name', header: 'Vehicle', cell: (car) => car.name },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Car>>[0]>) {
  return renderWithProviders(
    <DataTable<Car>
      columns={columns}
      rows={undefined}
      rowKey={(car) => car.id}
      loading={false}
      empty="Nothing here"
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('is a table with column headers, an optional caption and a row per item', () => {
    renderTable({
      rows: [
        { id: 1, name: 'Honda Civic' },
        { id: 2, name: 'Ford Escape' },
      ],
      caption: 'Vehicles',
      rowTestId: (car) => `car-${car.id}`,
    });
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Number', 'col'],
      ['Vehicle', 'col'],
    ]);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByTestId('car-2').textContent).toBe('#2Ford Escape');
    expect(screen.getByRole('region', { name: 'Vehicles' }).tabIndex).toBe(0);
  });

  it('shows the loading state until the first data', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error, with Retry only when it can retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender } = renderTable({ error: 'Could not load' });
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    rerender(
      <DataTable<Car>
        columns={columns}
        rows={undefined}
        rowKey={(car) => car.id}
        loading={false}
        empty="Nothing here"
        error="Could not load"
        onRetry={onRetry}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty message when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status').textContent).toBe('Nothing here');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the rows it has while a refetch fails', () => {
    renderTable({ rows: [{ id: 3, name: 'Kia Soul' }], loading: true, error: 'Could not load' });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
