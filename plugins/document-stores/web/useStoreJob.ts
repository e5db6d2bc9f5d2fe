import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { StoreJob } from '../common/pageTypes.ts';
import { documentStoresApi } from './documentStoresApi.ts';
import { usePolling } from './usePolling.ts';

const RUNNING = new Set(['queued', 'running']);
export const isRunning = (job: StoreJob | null | undefined) => !!job && RUNNING.has(job.status);

/**
 * Follows one background job (process, upsert) until it ends, polling its state. `follow` takes
 * what the starting call answered; an answer that is no job (the work was done at once) ends at
 * once. `onEnd` hears the final job once.
 */
export function useStoreJob(onEnd: (job: StoreJob) => void) {
  const [job, setJob] = useState<StoreJob | null>(null);
  const [pollError, setPollError] = useState<string | null>(null);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  const settle = useCallback((next: StoreJob) => {
    setJob(next);
    if (!isRunning(next)) ended.current(next);
  }, []);

  const follow = useCallback(
    (started: unknown) => {
      setPollError(null);
      const asJob = started as Partial<StoreJob> | null;
      if (asJob && typeof asJob.id === 'string' && typeof asJob.status === 'string')
        settle(asJob as StoreJob);
      else {
        const now = new Date().toISOString();
        const base = { id: '', storeId: '', loaderId: null, kind: '', done: 0, total: 0, message: null };
        settle({
          ...base,
          status: 'succeeded',
          result: started,
          createdDate: now,
          startedDate: now,
          finishedDate: now,
        });
      }
    },
    [settle],
  );

  usePolling(
    async () => {
      if (!job?.id) return;
      try {
        settle(await documentStoresApi.job(job.id));
      } catch (err) {
        setPollError(errorMessage(err));
      }
    },
    isRunning(job),
    1000,
  );

  // A page that is left keeps the job running on the server; nothing to clean up but state.
  useEffect(() => () => setJob(null), []);

  const cancel = useCallback(async () => {
    if (job?.id) settle(await documentStoresApi.cancelJob(job.id));
  }, [job?.id, settle]);

  return { job, follow, cancel, pollError, reset: () => setJob(null) };
}
