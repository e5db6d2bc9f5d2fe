import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Key24Regular } from '@fluentui/react-icons';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, authActions } from '../stores/auth.ts';
import { settings } from '../stores/settings.ts';
import { ResourceListPage, type ResourceListPageProps } from './ResourceListPage.tsx';
import { type ServerPage, type ServerPageRequest, useServerList } from './useServerList.ts';

vi.setConfig({ testTimeout: 30_000 });

interface Item {
  id: string;
  name: string;
  note: string;
  locked?: boolean;
}
const ITEMS: Item[] = [
  { id: '1', name: 'alpha', note: 'first' },
  { id: '2', name: 'beta', note: 'second', locked: true },
];

function page(over: Partial<ResourceListPageProps<Item>> = {}) {
  const onEdit = vi.fn();
  const onAdd = vi.fn();
  const onRetry = vi.fn();
  const props: ResourceListPageProps<Item> = {
    title: 'Things',
    noun: ['thing', 'things'],
    items: ITEMS,
    error: null,
    onRetry,
    itemKey: (i) => i.id,
    itemName: (i) => i.name,
    searchPlaceholder: 'Search things',
    searchText: (i) => `${i.name} ${i.note}`,
    add: { label: 'Add thing', permission: 'things:create', onClick: onAdd },
    empty: { icon: <Key24Regular />, text: 'No things yet.' },
    columns: [
      { header: 'Name', render: (i) => i.name },
      { header: 'Note', width: 120, render: (i) => i.note },
    ],
    actions: [
      {
        label: 'Edit',
        icon: <Edit20Regular />,
        permission: 'things:update',
        when: (i) => !i.locked,
        onClick: onEdit,
      },
      { label: 'Delete', icon: <Delete20Regular />, permission: 'things:delete', onClick: vi.fn() },
    ],
    ...over,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <ResourceListPage {...props} />
    </FluentProvider>,
  );
  return { onEdit, onAdd, onRetry };
}

afterEach(() => {
  cleanup();
  settings.edition = 'oss';
  authActions.logout();
});

describe('ResourceListPage', () => {
  it('shows the rows with their actions (only where `when` allows) and searches them', () => {
    const { onEdit, onAdd } = page();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Edit alpha' }));
    expect(onEdit).toHaveBeenCalledWith(ITEMS[0]);
    expect(screen.queryByRole('button', { name: 'Edit beta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete beta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(onAdd).toHaveBeenCalled();

    const search = screen.getByRole('searchbox', { name: 'Search things' });
    fireEvent.change(search, { target: { value: 'SECOND' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('beta')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText("No thing matches 'nothing like it'.")).toBeTruthy();
  });

  it('shows loading, the empty state, and a load error with Retry', () => {
    page({ items: null });
    expect(screen.getByText('Loading things…')).toBeTruthy();
    cleanup();
    page({ items: [] });
    expect(screen.getByText('No things yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    const { onRetry } = page({ items: null, error: 'server down' });
    expect(screen.getByText(/Could not load things: server down/)).toBeTruthy();
    expect(screen.queryByText('Loading things…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('hides the add button and row actions the user may not use (enterprise)', () => {
    settings.edition = 'enterprise';
    auth.permissions = ['things:update'];
    page();
    expect(screen.queryByRole('button', { name: 'Add thing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit alpha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete alpha' })).toBeNull();
  });
});

const MANY: Item[] = Array.from({ length: 30 }, (_, i) => ({ id: String(i), name: `item ${i}`, note: 'n' }));

/** A page in server mode over a fake server (the test controls its answers). */
function ServerPageOf({ fetchPage }: { fetchPage(r: ServerPageRequest): Promise<ServerPage<Item>> }) {
  const list = useServerList<Item>(fetchPage);
  return (
    <FluentProvider theme={webLightTheme}>
      <ResourceListPage<Item>
        title="Things"
        noun={['thing', 'things']}
        items={list.items}
        error={list.error}
        onRetry={list.reload}
        server={list}
        itemKey={(i) => i.id}
        itemName={(i) => i.name}
        searchPlaceholder="Search things"
        empty={{ icon: <Key24Regular />, text: 'No things yet.' }}
        columns={[{ header: 'Name', render: (i) => i.name }]}
      />
    </FluentProvider>
  );
}

describe('ResourceListPage in server mode', () => {
  it('pages with the pager, sends the search and never flashes the empty state while it waits', async () => {
    const asked: ServerPageRequest[] = [];
    let release: (() => void) | undefined;
    const fetchPage = async (r: ServerPageRequest): Promise<ServerPage<Item>> => {
      asked.push(r);
      if (r.search) {
        await new Promise<void>((done) => {
          release = done;
        });
        return { data: [], total: 0 };
      }
      return { data: MANY.slice((r.page - 1) * r.limit, r.page * r.limit), total: MANY.length };
    };
    render(<ServerPageOf fetchPage={fetchPage} />);
    await screen.findByText('1–25 of 30');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);
    expect(asked[0]).toMatchObject({ page: 1, limit: 25, search: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('26–30 of 30');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: ' zz ' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, search: 'zz' }));
    // Waiting for the answer: the rows stay, marked busy, no empty state.
    expect(screen.getByLabelText('Loading things…')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByText('No things yet.')).toBeNull();
    release?.();
    await screen.findByText("No thing matches 'zz'.");
    expect(screen.queryByText('No things yet.')).toBeNull();
  });
});
