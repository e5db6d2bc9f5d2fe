import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonTree } from './JsonTree.tsx';

describe('JsonTree', () => {
  it('shows nested values, folds deep levels and toggles them with a button', () => {
    render(<JsonTree label="Output" value={{ content: 'hi', usage: { deep: { n: 3 } }, list: [] }} />);
    expect(screen.getByRole('list', { name: 'Output' })).toBeTruthy();
    expect(screen.getByText('"hi"')).toBeTruthy();
    expect(screen.queryByText('3')).toBeNull();
    const deep = screen.getByRole('button', { name: /deep/ });
    expect(deep.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(deep);
    expect(deep.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /usage/ }));
    expect(screen.queryByText('3')).toBeNull();
  });
  it('renders primitives at the top', () => {
    render(<JsonTree label="Error" value={null} />);
    expect(screen.getByText('null')).toBeTruthy();
  });
});
