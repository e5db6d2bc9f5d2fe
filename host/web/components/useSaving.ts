import { useCallback, useState } from 'react';
import { errorMessage } from '../http/http.ts';

export interface Saving {
  busy: boolean;
  failure: string | null;
  setFailure(failure: string | null): void;
  /**
   * Runs one save: busy meanwhile, the failure cleared first and set from a thrown error unless
   * `handled` takes that error (returns true), e.g. a 409 shown at the name field.
   */
  run(action: () => Promise<void>, handled?: (error: unknown) => boolean): Promise<void>;
}

/** The busy flag and error line of a form's save. */
export function useSaving(): Saving {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>, handled?: (error: unknown) => boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (!handled?.(error)) setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, run };
}
