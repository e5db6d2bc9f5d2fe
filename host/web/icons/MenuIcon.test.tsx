import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from './MenuIcon.tsx';

const svgPath = (c: HTMLElement) => c.querySelector('svg path')?.getAttribute('d');

describe('MenuIcon', () => {
  it('draws a built-in menu icon at once', () => {
    const { container } = render(<MenuIcon name="Flow24Regular" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("draws another manifest's icon once the full map has loaded, an empty square until then", async () => {
    const { container } = render(<MenuIcon name="Globe24Regular" fontSize={20} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('span')?.style.fontSize).toBe('20px');
    await expect.poll(() => svgPath(container)).toBeTruthy();
    const fallback = render(<MenuIcon name="PuzzlePiece24Regular" />).container;
    expect(svgPath(container)).not.toBe(svgPath(fallback));
  });

  it('falls back to the generic icon for unknown names, object keys included', async () => {
    const { container } = render(<MenuIcon name="toString" />);
    await expect.poll(() => container.querySelector('svg')).not.toBeNull();
  });
});
