import { sql } from 'kysely';

/**
 * The server-paged lists (issue 16), each with its table, the index a page reads and SQL that adds
 * rows to the workspace 'default': tests/api/listPaging.test.ts and bench/lists.ts.
 */
/** n rows of each list's table in the workspace 'default', newest first by a second apart. */
export const LIST_SEEDS: Record<string, (n: number, flowId: string) => ReturnType<typeof sql>> = {
  tool: (n) => sql`insert into tool (id, workspace_id, name, description, color, schema, func, updated_date)
    select gen_random_uuid()::text, 'default', 't' || i || '-' || ${n}, 'd', '#fff', '[]', 'return 1', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  variable: (n) => sql`insert into variable (id, workspace_id, name, value, type, updated_date)
    select gen_random_uuid()::text, 'default', 'v' || i || '-' || ${n}, 'x', 'static', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  credential: (
    n,
  ) => sql`insert into credential (id, workspace_id, name, credential_name, encrypted_data, iv, tag, updated_date)
    select gen_random_uuid()::text, 'default', 'c' || i || '-' || ${n}, 'openAIApi', 'x', 'x', 'x', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  apikey: (n) => sql`insert into apikey (id, workspace_id, key_name, key_hash, key_prefix, created_date)
    select gen_random_uuid()::text, 'default', 'k' || i || '-' || ${n}, gen_random_uuid()::text, 'p', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  assistant: (n) => sql`insert into assistant (id, workspace_id, type, details, updated_date)
    select gen_random_uuid()::text, 'default', 'CUSTOM', '{"name":"a"}', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  dataset: (n) => sql`insert into dataset (id, workspace_id, name, updated_date)
    select gen_random_uuid()::text, 'default', 'd' || i, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  evaluator: (n) => sql`insert into evaluator (id, workspace_id, name, type, config, updated_date)
    select gen_random_uuid()::text, 'default', 'e' || i, 'text', '{"operator":"contains","value":"x"}', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  evaluation: (
    n,
  ) => sql`insert into evaluation (id, workspace_id, group_id, version, name, dataset_id, dataset_name, flows, evaluators, concurrency, status, summary, run_date)
    select gen_random_uuid()::text, 'default', gen_random_uuid()::text, 1, 'r' || i, 'd', 'd', '[]', '[]', 1, 'completed',
      '{"total":0,"done":0,"passed":0,"failed":0,"errors":0,"passRate":null,"averageLatencyMs":null,"totalTokens":0,"totalCostUsd":0,"latencyBuckets":[]}',
      now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  custom_template: (
    n,
  ) => sql`insert into custom_template (id, workspace_id, name, flow_data, type, updated_date)
    select gen_random_uuid()::text, 'default', 'm' || i, '{"nodes":[],"edges":[]}', 'Chatflow', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  document_store: (n) => sql`insert into document_store (id, workspace_id, name, updated_date)
    select gen_random_uuid()::text, 'default', 's' || i || '-' || ${n}, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  chat_message: (
    n,
    flowId,
  ) => sql`insert into chat_message (id, workspace_id, chatflow_id, chat_id, session_id, role, content, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, 'c', 's', 'userMessage', 'q' || i, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  execution: (
    n,
    flowId,
  ) => sql`insert into execution (id, workspace_id, agentflow_id, session_id, state, execution_data, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, 's', 'FINISHED', '[]', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
};

/** Each list route (page 1 of 20), the table its rows come from and the index a page reads. */
export const PAGED_LISTS: [path: (flowId: string) => string, table: string, index: string][] = [
  [() => '/tools', 'tool', 'tool_workspace_updated_idx'],
  [() => '/variables', 'variable', 'variable_workspace_updated_idx'],
  [() => '/credentials', 'credential', 'credential_workspace_updated_idx'],
  [() => '/apikey', 'apikey', 'apikey_workspace_created_idx'],
  [() => '/assistants', 'assistant', 'assistant_workspace_updated_idx'],
  [() => '/datasets', 'dataset', 'dataset_workspace_updated_idx'],
  [() => '/evaluators', 'evaluator', 'evaluator_workspace_updated_idx'],
  [() => '/evaluations', 'evaluation', 'evaluation_workspace_run_idx'],
  [() => '/marketplaces/custom', 'custom_template', 'custom_template_workspace_updated_idx'],
  [() => '/document-store/store', 'document_store', 'document_store_workspace_updated_idx'],
  [(flowId) => `/chatmessage/${flowId}`, 'chat_message', 'chat_message_flow_created_idx'],
  [() => '/executions', 'execution', 'execution_workspace_created_idx'],
];
