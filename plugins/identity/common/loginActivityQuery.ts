import { english, type Say } from '../../../host/common/i18n/say.ts';
import type { LoginActivityKind } from './identityTypes.ts';

/** The login-activity page's filters as the form holds them (dates as yyyy-mm-dd). */
export interface LoginActivityFilters {
  kind: LoginActivityKind | '';
  email: string;
  from: string;
  to: string;
}

export const EMPTY_LOGIN_ACTIVITY_FILTERS: LoginActivityFilters = { kind: '', email: '', from: '', to: '' };

/** The body of POST /audit/login-activity. */
export interface LoginActivityQuery {
  kind?: LoginActivityKind;
  email?: string;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a local calendar day, or of the next one (an inclusive 'to' date). */
function localDay(day: string, next: boolean): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (next ? 1 : 0));
}

/** Why the date range cannot be used, or null. */
export function dateRangeProblem(
  f: Pick<LoginActivityFilters, 'from' | 'to'>,
  t: Say = english,
): string | null {
  if (f.from && !DAY.test(f.from)) return t('From is not a date');
  if (f.to && !DAY.test(f.to)) return t('To is not a date');
  if (f.from && f.to && f.from > f.to) return t('From must not be after To');
  return null;
}

/** Filters and page as the server expects them: local days become an inclusive ISO range. */
export function loginActivityQuery(
  f: LoginActivityFilters,
  pageNo: number,
  pageSize: number,
): LoginActivityQuery {
  const email = f.email.trim();
  return {
    ...(f.kind ? { kind: f.kind } : {}),
    ...(email ? { email } : {}),
    ...(f.from && DAY.test(f.from) ? { startDate: localDay(f.from, false).toISOString() } : {}),
    // The end is the last millisecond of the 'to' day (the server's bound is inclusive).
    ...(f.to && DAY.test(f.to)
      ? { endDate: new Date(localDay(f.to, true).getTime() - 1).toISOString() }
      : {}),
    pageNo,
    pageSize,
  };
}

/** Pages needed for count rows (at least 1, so 'page 1 of 1' shows for an empty result). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
