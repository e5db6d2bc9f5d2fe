import { fireEvent, render, screen } from '@testing-library/react';
import { People24Regular } from '@fluentui/react-icons';
import { describe, expect, it, vi } from 'vitest';
import { ListPageFrame, type ListPageFrameProps } from './ListPageFrame.tsx';

const base: ListPageFrameProps = {
  title: 'Users',
  noun: 'users',
  loaded: false,
  error: null,
  onRetry: () => {},
  empty: false,
  emptyIcon: People24Regular,
  emptyText: 'No users yet.',
  children: <table aria-label="the list" />,
};

describe('ListPageFrame', () => {
  it('shows a spinner while loading, not the list', () => {
    render(<ListPageFrame {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Loading users…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a Retry button that calls back', () => {
    const onRetry = vi.fn();
    render(<ListPageFrame {...base} error="boom" onRetry={onRetry} />);
    expect(screen.getByText('Could not load users: boom')).toBeTruthy();
    expect(screen.queryByText('Loading users…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, keeping the filters above', () => {
    render(<ListPageFrame {...base} loaded empty above={<input aria-label="filter" />} />);
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'filter' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes the empty icon as an element too', () => {
    render(<ListPageFrame {...base} loaded empty emptyIcon={<People24Regular data-testid="icon" />} />);
    expect(screen.getByTestId('icon').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the content once loaded, with the actions beside the title', () => {
    render(<ListPageFrame {...base} loaded actions={<button type="button">Invite user</button>} />);
    expect(screen.getByRole('table', { name: 'the list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
  });
});
