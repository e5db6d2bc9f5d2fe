import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './useLoaded.ts';

describe('useLoaded', () => {
  it('loads on mount, keeps an error message, and clears it on a successful reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useLoaded(async () => {
        if (fail) throw new Error('server down');
        return [1, 2];
      }),
    );
    await waitFor(() => expect(result.current.error).toBe('server down'));
    expect(result.current.data).toBeNull();
    fail = false;
    await act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    expect(result.current.data).toEqual([1, 2]);
  });
});
