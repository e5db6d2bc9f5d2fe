import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Play20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { sampleArgs } from '../common/sampleArgs.ts';
import { rowsToSchema, type SchemaRow } from '../common/schemaTable.ts';
import type { ToolRunResult } from '../common/toolTypes.ts';
import { toolsApi } from './toolsApi.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pre: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    maxHeight: '180px',
    overflow: 'auto',
  },
});

const placeholders: Record<SchemaRow['type'], string> = {
  string: 'text',
  number: '42',
  boolean: '',
  date: '',
  object: '{"key": "value"}',
  array: '[1, 2]',
};

/** Sample arguments generated from the schema rows, a Run button, and the output or error with logs. */
export function ToolTestPanel({ rows, func }: { rows: SchemaRow[]; func: string }) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ToolRunResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const named = rows.filter((r) => r.property.trim());
  // sampleArgs reports in English; its texts are catalogue keys.
  const inReadersLanguage = (problem: string | undefined) => problem && t(problem);

  async function run() {
    const parsed = sampleArgs(named, values);
    setResult(null);
    setFailure(null);
    if (!parsed.ok) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    setRunning(true);
    try {
      setResult(
        await toolsApi.testRun({ func, schema: JSON.stringify(rowsToSchema(rows)), args: parsed.args }),
      );
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setRunning(false);
    }
  }

  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <section className={styles.root} aria-label={t('Test the tool')}>
      <div className={styles.head}>
        <Text weight="semibold">{t('Test')}</Text>
        <Text size={200}>{t('Run the function in the sandbox with sample arguments.')}</Text>
      </div>
      {named.length > 0 && (
        <div className={styles.fields}>
          {named.map((row) => (
            <Field
              key={row.property}
              label={`${row.property}${row.required ? ' *' : ''} (${row.type})`}
              validationMessage={inReadersLanguage(problems[row.property])}
            >
              {row.type === 'boolean' ? (
                <Select value={values[row.property] ?? ''} onChange={(_, d) => set(row.property, d.value)}>
                  <option value="">{t('(not set)')}</option>
                  {/* JSON's own words, as the function receives them */}
                  {['true', 'false'].map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  type={row.type === 'date' ? 'date' : 'text'}
                  placeholder={placeholders[row.type]}
                  value={values[row.property] ?? ''}
                  onChange={(_, d) => set(row.property, d.value)}
                />
              )}
            </Field>
          ))}
        </div>
      )}
      <div className={styles.head}>
        <Button icon={<Play20Regular />} onClick={run} disabled={running || !func.trim()}>
          {t('Run')}
        </Button>
        {running && <Spinner size="tiny" label={t('Running…')} />}
        {result && (
          <Badge color={result.ok ? 'success' : 'danger'} appearance="tint">
            {result.ok
              ? t('Succeeded in {{ms}} ms', { ms: result.durationMs })
              : t('Failed ({{kind}}) in {{ms}} ms', { kind: result.error.kind, ms: result.durationMs })}
          </Badge>
        )}
      </div>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {result?.ok && (
        <Field label={t('Output', { context: 'toolRun' })}>
          <pre className={styles.pre} data-testid="tool-output">
            {typeof result.output === 'string' ? result.output : JSON.stringify(result.output, null, 2)}
          </pre>
        </Field>
      )}
      {result && !result.ok && (
        <MessageBar intent="error">
          <MessageBarBody data-testid="tool-error">{result.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {result && result.logs.length > 0 && (
        <Field label={t('Logs')}>
          <pre className={styles.pre} data-testid="tool-logs">
            {result.logs.map((l) => `[${l.level}] ${l.message}`).join('\n')}
          </pre>
        </Field>
      )}
    </section>
  );
}
