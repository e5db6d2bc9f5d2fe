import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, loadPage } from './lazyPage.ts';

const pageLoader = (text: string) => vi.fn(async () => ({ default: () => <p>{text}</p> }));

describe('lazyPage', () => {
  it('renders a page whose code was preloaded at once, without the Suspense fallback', async () => {
    const loader = pageLoader('Preloaded page');
    await loadPage(loader);
    const Page = lazyPage(loader);
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Preloaded page')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a page that was not preloaded loads, loading it once', async () => {
    const loader = pageLoader('Late page');
    const Page = lazyPage(loader);
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    await act(() => loadPage(loader));
    expect(await screen.findByText('Late page')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
