import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestsInFlight } from './RequestsInFlight.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RequestsInFlight', () => {
  it('counts requests until each ends, once', () => {
    const inFlight = new RequestsInFlight();
    const end = inFlight.begin();
    inFlight.begin();
    expect(inFlight.size).toBe(2);
    end();
    end();
    expect(inFlight.size).toBe(1);
  });

  it('starts nothing while a request is out, and the work a task after the last one answers', () => {
    const inFlight = new RequestsInFlight();
    const first = inFlight.begin();
    const second = inFlight.begin();
    const work = vi.fn();
    inFlight.whenQuiet(work, 5_000);
    vi.advanceTimersByTime(1_000);
    first();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    second();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for a request sent from the previous answer (before the next task)', () => {
    const inFlight = new RequestsInFlight();
    const first = inFlight.begin();
    const work = vi.fn();
    inFlight.whenQuiet(work);
    first();
    const next = inFlight.begin();
    vi.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
    next();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs a task later when nothing is out', () => {
    const inFlight = new RequestsInFlight();
    const work = vi.fn();
    inFlight.whenQuiet(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after the cap when a request never answers, and only once', () => {
    const inFlight = new RequestsInFlight();
    const end = inFlight.begin();
    const work = vi.fn();
    inFlight.whenQuiet(work, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    end();
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
