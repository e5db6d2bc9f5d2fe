import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.tsx';

afterEach(cleanup);

it('ticks and unticks values of the set, each checkbox on its own', () => {
  const onChange = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <CheckboxGroup
        aria-label="Colours"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
        value={new Set(['red'])}
        onChange={onChange}
      />
    </FluentProvider>,
  );
  expect(screen.getByRole('group', { name: 'Colours' })).toBeTruthy();
  const red = screen.getByRole('checkbox', { name: 'Red' }) as HTMLInputElement;
  const blue = screen.getByRole('checkbox', { name: 'Blue' }) as HTMLInputElement;
  expect(red.checked).toBe(true);
  expect(blue.checked).toBe(false);
  fireEvent.click(screen.getByText('Blue'));
  expect([...(onChange.mock.lastCall?.[0] ?? [])]).toEqual(['red', 'blue']);
  fireEvent.click(red);
  expect([...(onChange.mock.lastCall?.[0] ?? [])]).toEqual([]);
});
