import { describe, expect, it } from 'vitest';
import {
  dueToday,
  formatAmount,
  planChangeBlocker,
  REMOVE_SEATS_AND_USERS,
  REMOVE_WORKSPACES,
} from './planChange.ts';

describe('plan change rules (section 5)', () => {
  it('additional seats or more than one person block with the first message, workspaces with the second', () => {
    expect(planChangeBlocker({ additionalSeats: 0, organizationUsers: 1, workspaces: 1 })).toBeNull();
    expect(planChangeBlocker({ additionalSeats: 1, organizationUsers: 1, workspaces: 1 })).toBe(
      REMOVE_SEATS_AND_USERS,
    );
    expect(planChangeBlocker({ additionalSeats: 0, organizationUsers: 2, workspaces: 1 })).toBe(
      REMOVE_SEATS_AND_USERS,
    );
    expect(planChangeBlocker({ additionalSeats: 0, organizationUsers: 1, workspaces: 2 })).toBe(
      REMOVE_WORKSPACES,
    );
    expect(planChangeBlocker({ additionalSeats: 3, organizationUsers: 4, workspaces: 2 })).toBe(
      REMOVE_SEATS_AND_USERS,
    );
  });

  it('due today is max(0, proration + credit balance)', () => {
    expect(dueToday(20, -5)).toBe(15);
    expect(dueToday(20, -25)).toBe(0);
    expect(dueToday(-10, 0)).toBe(0);
    expect(dueToday(0, 3)).toBe(3);
  });

  it('amounts show 2 decimals', () => {
    expect(formatAmount(15)).toBe('$15.00');
    expect(formatAmount(19.999)).toBe('$20.00');
    expect(formatAmount(-5.5)).toBe('-$5.50');
    expect(formatAmount(3, 'eur')).toBe('€3.00');
    expect(formatAmount(3, 'chf')).toBe('3.00 CHF');
  });
});
