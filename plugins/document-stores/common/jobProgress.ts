import { english, type Say } from '../../../host/common/i18n/say.ts';

/** A job as its progress bar reads it: done of total, and when it started. */
export interface ProgressInput {
  done?: number;
  total?: number;
  startedDate?: string | null;
}

export interface ProgressView {
  /** 0..1, or undefined while the total is unknown (an indeterminate bar). */
  fraction: number | undefined;
  /** e.g. '120 / 400 chunks'. */
  counts: string;
  /** e.g. 'about 2 min left'; empty until there is enough to estimate from. */
  timeLeft: string;
}

function duration(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

/** The progress texts (English, the catalogue's keys). */
export const PROGRESS_MESSAGES = [
  '{{done}} {{unit}}',
  '{{done}} / {{total}} {{unit}}',
  'about {{time}} left',
] as const;

/**
 * Progress of a running job: the fraction done, the counts, and the time left estimated from the
 * pace so far (elapsed / done × remaining), which needs at least one unit done. `unit` and the
 * texts are in the reader's language when the web passes them translated and its t.
 */
export function jobProgress(
  job: ProgressInput,
  now: number,
  unit = 'chunks',
  say: Say = english,
): ProgressView {
  const done = Math.max(0, job.done ?? 0);
  const total = job.total ?? 0;
  if (!total)
    return {
      fraction: undefined,
      counts: done ? say(PROGRESS_MESSAGES[0], { done, unit }) : '',
      timeLeft: '',
    };
  const fraction = Math.min(1, done / total);
  const counts = say(PROGRESS_MESSAGES[1], {
    done: done.toLocaleString('en'),
    total: total.toLocaleString('en'),
    unit,
  });
  const started = job.startedDate ? Date.parse(job.startedDate) : Number.NaN;
  if (!done || done >= total || Number.isNaN(started) || now <= started)
    return { fraction, counts, timeLeft: '' };
  const left = ((now - started) / done) * (total - done);
  return { fraction, counts, timeLeft: say(PROGRESS_MESSAGES[2], { time: duration(left) }) };
}
