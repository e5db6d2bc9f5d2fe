import { sql } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import {
  type ExecutedNodeRun,
  executionCost,
  loadModelPrices,
  type PriceTable,
} from '../../executions/public.ts';
import { DASHBOARD_RANGES, type Dashboard, type DayActivity } from '../common/dashboardTypes.ts';
import { dayOf, fillDays } from '../common/fillDays.ts';

/** Executions whose usage is read for tokens and cost: the period's latest this many. */
const USAGE_SAMPLE = 2000;
const FAILED = ['ERROR', 'TIMEOUT', 'TERMINATED'] as const;
const day = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

let prices: PriceTable | undefined;

function runUsage(text: string): ExecutedNodeRun[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as ExecutedNodeRun[]) : [];
  } catch {
    return [];
  }
}

export const dashboardRoute: PluginRoute = route<{ Querystring: { days?: number } }>({
  method: 'GET',
  url: '/dashboard',
  permission: 'agentflows:view,chatflows:view,executions:view',
  schema: {
    querystring: { type: 'object', properties: { days: { type: 'integer', enum: [...DASHBOARD_RANGES] } } },
  },
  async handler(req, _reply, ctx): Promise<Dashboard> {
    const workspaceId = requestScope(req).workspaceId;
    const days = req.query.days ?? 7;
    const to = new Date();
    const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate() - (days - 1)));
    const { db } = ctx;
    const [answers, runs, topFlows, recent, feedback, sample, sampleTotal] = await Promise.all([
      db
        .selectFrom('chat_message')
        .select([day('created_date').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('role', '=', 'apiMessage')
        .where('created_date', '>=', from)
        .groupBy(day('created_date'))
        .execute(),
      db
        .selectFrom('execution')
        .select([
          day('created_date').as('day'),
          (eb) => eb.fn.countAll<string>().as('n'),
          (eb) => eb.fn.count<string>(eb.case().when('state', 'in', FAILED).then(1).end()).as('failed'),
        ])
        .where('workspace_id', '=', workspaceId)
        .where('created_date', '>=', from)
        .groupBy(day('created_date'))
        .execute(),
      db
        .selectFrom('chat_message as m')
        .innerJoin('chat_flow as f', 'f.id', 'm.chatflow_id')
        .select(['f.id', 'f.name', 'f.type', (eb) => eb.fn.countAll<string>().as('n')])
        .where('m.workspace_id', '=', workspaceId)
        .where('m.role', '=', 'apiMessage')
        .where('m.created_date', '>=', from)
        .groupBy(['f.id', 'f.name', 'f.type'])
        .orderBy('n', 'desc')
        .limit(5)
        .execute(),
      db
        .selectFrom('execution as e')
        .leftJoin('chat_flow as f', 'f.id', 'e.agentflow_id')
        .select(['e.id', 'e.agentflow_id', 'e.state', 'e.created_date', 'f.name'])
        .where('e.workspace_id', '=', workspaceId)
        .orderBy('e.created_date', 'desc')
        .limit(8)
        .execute(),
      db
        .selectFrom('chat_message_feedback')
        .select(['rating', (eb) => eb.fn.countAll<string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('created_date', '>=', from)
        .groupBy('rating')
        .execute(),
      db
        .selectFrom('execution')
        .select(['created_date', 'execution_data'])
        .where('workspace_id', '=', workspaceId)
        .where('created_date', '>=', from)
        .orderBy('created_date', 'desc')
        .limit(USAGE_SAMPLE)
        .execute(),
      db
        .selectFrom('execution')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .where('created_date', '>=', from)
        .executeTakeFirstOrThrow(),
    ]);

    const byDay = new Map<string, Partial<DayActivity>>();
    const at = (d: string) => byDay.get(d) ?? (byDay.set(d, {}).get(d) as Partial<DayActivity>);
    for (const a of answers) at(a.day).predictions = Number(a.n);
    for (const r of runs) Object.assign(at(r.day), { executions: Number(r.n), errors: Number(r.failed) });
    prices ??= loadModelPrices();
    let priced = false;
    for (const e of sample) {
      const nodeRuns = runUsage(e.execution_data);
      const cost = executionCost(nodeRuns, prices);
      const d = at(dayOf(e.created_date));
      d.tokens =
        (d.tokens ?? 0) + nodeRuns.reduce((n, r) => n + (r.data?.usageMetadata?.totalTokens ?? 0), 0);
      if (cost.totalUsd !== null && cost.totalUsd > 0) priced = true;
      d.costUsd = (d.costUsd ?? 0) + (cost.totalUsd ?? 0);
    }
    const perDay = fillDays(from, to, byDay);
    const sum = (k: keyof Omit<DayActivity, 'date'>) => perDay.reduce((n, d) => n + d[k], 0);
    const rating = (r: string) => Number(feedback.find((f) => f.rating === r)?.n ?? 0);
    return {
      days,
      from: from.toISOString(),
      to: to.toISOString(),
      totals: {
        predictions: sum('predictions'),
        executions: sum('executions'),
        errors: sum('errors'),
        tokens: sum('tokens'),
        costUsd: priced ? sum('costUsd') : null,
        feedback: { up: rating('THUMBS_UP'), down: rating('THUMBS_DOWN') },
      },
      perDay,
      topFlows: topFlows.map((f) => ({ id: f.id, name: f.name, type: f.type, predictions: Number(f.n) })),
      recentExecutions: recent.map((e) => ({
        id: e.id,
        flowId: e.agentflow_id,
        flowName: e.name ?? '(deleted flow)',
        state: e.state,
        createdDate: new Date(e.created_date).toISOString(),
      })),
      usageSample: { read: sample.length, of: Number(sampleTotal.n) },
    };
  },
});
