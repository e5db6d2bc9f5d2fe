import { sql } from 'kysely';
import { listIndexMigration } from '../../../host/server/db/listIndexMigration.ts';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './tables.ts';

const now = sql`now()`;

export const evaluationMigrations: Migration[] = [
  {
    id: '0001-create-datasets-evaluators-evaluations',
    async up(db) {
      await db.schema
        .createTable('dataset')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('dataset_workspace_idx')
        .on('dataset')
        .columns(['workspace_id', 'updated_date'])
        .execute();
      await db.schema
        .createTable('dataset_row')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dataset_id', 'text', (c) => c.notNull().references('dataset.id').onDelete('cascade'))
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('expected_output', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('sequence_no', 'integer', (c) => c.notNull())
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('dataset_row_order_idx')
        .on('dataset_row')
        .columns(['dataset_id', 'sequence_no'])
        .execute();
      await db.schema
        .createTable('evaluator')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('text', 'json', 'numeric', 'llm')`))
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex('evaluator_workspace_idx')
        .on('evaluator')
        .columns(['workspace_id', 'updated_date'])
        .execute();
      await db.schema
        .createTable('evaluation')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('group_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dataset_id', 'text', (c) => c.notNull())
        .addColumn('dataset_name', 'text', (c) => c.notNull())
        .addColumn('flows', 'text', (c) => c.notNull())
        .addColumn('evaluators', 'text', (c) => c.notNull())
        .addColumn('concurrency', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('summary', 'text')
        .addColumn('run_date', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('finished_date', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('evaluation_workspace_idx')
        .on('evaluation')
        .columns(['workspace_id', 'run_date'])
        .execute();
      await db.schema
        .createIndex('evaluation_group_idx')
        .on('evaluation')
        .columns(['group_id', 'version'])
        .execute();
      await db.schema.createIndex('evaluation_status_idx').on('evaluation').column('status').execute();
      await db.schema
        .createTable('evaluation_result')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('evaluation_id', 'text', (c) =>
          c.notNull().references('evaluation.id').onDelete('cascade'),
        )
        .addColumn('row_id', 'text', (c) => c.notNull())
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('sequence_no', 'integer', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('expected_output', 'text', (c) => c.notNull())
        .addColumn('actual_output', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('verdicts', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('latency_ms', 'integer')
        .addColumn('tokens', 'integer')
        .addColumn('cost_usd', 'double precision')
        .addColumn('error', 'text')
        .addColumn('execution_id', 'text')
        .execute();
      await db.schema
        .createIndex('evaluation_result_order_idx')
        .on('evaluation_result')
        .columns(['evaluation_id', 'sequence_no', 'flow_id'])
        .execute();
      await db.schema
        .createIndex('evaluation_result_status_idx')
        .on('evaluation_result')
        .columns(['evaluation_id', 'status'])
        .execute();
    },
  },
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0002-dataset-list-index',
    'dataset',
    'dataset_workspace_updated_idx',
    ['workspace_id', 'updated_date', 'id'],
    'dataset_workspace_idx',
  ),
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0003-evaluator-list-index',
    'evaluator',
    'evaluator_workspace_updated_idx',
    ['workspace_id', 'updated_date', 'id'],
    'evaluator_workspace_idx',
  ),
  // The list pages on the server (page, limit): one index scan per page.
  listIndexMigration(
    '0004-evaluation-list-index',
    'evaluation',
    'evaluation_workspace_run_idx',
    ['workspace_id', 'run_date', 'id'],
    'evaluation_workspace_idx',
  ),
];
