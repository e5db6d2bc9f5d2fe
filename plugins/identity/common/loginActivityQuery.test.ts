import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  EMPTY_LOGIN_ACTIVITY_FILTERS,
  loginActivityQuery,
  pageCount,
} from './loginActivityQuery.ts';

describe('login activity query', () => {
  it('sends only the filters that are set', () => {
    expect(loginActivityQuery(EMPTY_LOGIN_ACTIVITY_FILTERS, 1, 20)).toEqual({ pageNo: 1, pageSize: 20 });
    expect(
      loginActivityQuery({ ...EMPTY_LOGIN_ACTIVITY_FILTERS, kind: 'FAILED', email: '  bob@ ' }, 3, 10),
    ).toEqual({ kind: 'FAILED', email: 'bob@', pageNo: 3, pageSize: 10 });
  });

  it('turns local days into an inclusive range', () => {
    const q = loginActivityQuery(
      { ...EMPTY_LOGIN_ACTIVITY_FILTERS, from: '2026-03-01', to: '2026-03-02' },
      1,
      20,
    );
    expect(new Date(q.startDate as string).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(q.endDate as string).getTime()).toBe(new Date(2026, 2, 3).getTime() - 1);
  });

  it('explains a bad range', () => {
    expect(dateRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('From must not be after To');
    expect(dateRangeProblem({ from: 'yesterday', to: '' })).toBe('From is not a date');
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
