import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogues, setLanguage, useT } from '../i18n/i18n.ts';
import { lazyNamed } from './lazyNamed.ts';

/** Every text the component below rendered. */
const shown: string[] = [];

function Greeting() {
  const text = useT()('Greeting_lazy_test');
  shown.push(text);
  return <p>{text}</p>;
}

describe('lazyNamed', () => {
  afterEach(() => setLanguage('en'));

  it("in German, the component's first render already has its catalogue (registered by its code)", async () => {
    await setLanguage('de');
    let arrive: ((messages: Record<string, string>) => void) | undefined;
    let loaded: Promise<unknown> = Promise.resolve();
    const Lazy = lazyNamed(() => {
      // what the component's module does when it loads
      addCatalogues({ de: () => new Promise((resolve) => (arrive = resolve)) });
      loaded = Promise.resolve({ Greeting });
      return loaded as Promise<{ Greeting: typeof Greeting }>;
    }, 'Greeting');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await expect.poll(() => arrive).toBeDefined();
    // the code is in and React has had its turn: still waiting for the German
    await act(() => loaded);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(shown).toEqual([]);
    arrive?.({ Greeting_lazy_test: 'Hallo' });
    expect(await screen.findByText('Hallo')).toBeTruthy();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text !== 'Hallo')).toEqual([]);
  });
});
