import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useParams } from 'wouter';
import { Logo } from '../../../host/web/layout/Logo.tsx';
import { ExecutionView } from './ExecutionView.tsx';
import { executionsApi } from './executionsApi.ts';
import { type ExecutionLoader, useExecution } from './useExecution.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // The product's own header, as on every other page, so a shared link says whose page it is.
  header: {
    display: 'flex',
    alignItems: 'center',
    height: '64px',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    flexShrink: 0,
  },
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    flex: 1,
  },
  title: { margin: 0 },
});

// The flow itself stays private: no graph to load.
const loadPublic: ExecutionLoader = async (id, signal) => ({
  execution: await executionsApi.getPublic(id, signal),
  flow: null,
});

/**
 * /execution/:id without a login: an execution its owner made public. The flow itself stays
 * private, so the graph is drawn from the run record alone.
 */
export default function PublicExecutionPage() {
  const t = useT();
  const s = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const { execution, error: loadError } = useExecution(id, loadPublic);
  const error = loadError?.notFound
    ? {
        title: t('Execution not available'),
        text: t('This execution does not exist or is not public. Ask its owner to share it.'),
      }
    : loadError && { title: t('Could not load the execution'), text: loadError.message };

  return (
    <div className={s.root}>
      <header className={s.header}>
        <Logo />
      </header>
      <main className={s.page}>
        <Title2 as="h1" className={s.title}>
          {execution?.agentflowName ?? t('Execution')}
        </Title2>
        {error && (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>{error.title}</MessageBarTitle>
              {error.text}
            </MessageBarBody>
          </MessageBar>
        )}
        {!execution && !error && <Spinner label={t('Loading execution…')} />}
        {execution && <ExecutionView execution={execution} flow={null} />}
      </main>
    </div>
  );
}
