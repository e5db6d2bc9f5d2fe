/** One day of the workspace's activity (UTC). */
export interface DayActivity {
  /** YYYY-MM-DD */
  date: string;
  predictions: number;
  executions: number;
  errors: number;
  tokens: number;
  costUsd: number;
}

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** GET /dashboard: the workspace at a glance over the last `days` days. */
export interface Dashboard {
  days: number;
  from: string;
  to: string;
  totals: {
    /** Answers given (chat messages from the flows): every flow kind, API, chat and embed. */
    predictions: number;
    /** Agent-flow runs recorded as executions. */
    executions: number;
    /** Executions that ended in error, timeout or termination. */
    errors: number;
    tokens: number;
    /** Null when no model of the period has a known price. */
    costUsd: number | null;
    feedback: { up: number; down: number };
  };
  perDay: DayActivity[];
  topFlows: { id: string; name: string; type: string; predictions: number }[];
  recentExecutions: { id: string; flowId: string; flowName: string; state: string; createdDate: string }[];
  /** Tokens and cost are read from at most this many of the period's latest executions. */
  usageSample: { read: number; of: number };
}
