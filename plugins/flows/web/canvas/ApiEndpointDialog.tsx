import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Flow } from '../../../../node-registry/flow.ts';
import { buildApiSnippets, snippetInputsOfFlow } from '../../common/apiSnippets.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '90vw' },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '50vh',
    overflow: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre',
  },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalM,
  },
  url: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

type Kind = 'json' | 'formData' | 'curl';
const TABS: { value: Kind; label: string }[] = [
  { value: 'json', label: 'JSON' },
  { value: 'formData', label: 'Form data' },
  { value: 'curl', label: 'cURL' },
];

/** How to call this flow from code: the prediction endpoint with JSON, form-data and curl examples. */
export function ApiEndpointDialog({
  open,
  flowId,
  flow,
  onClose,
}: {
  open: boolean;
  flowId: string;
  flow: Flow;
  onClose(): void;
}) {
  const t = useT();
  const styles = useStyles();
  const [tab, setTab] = useState<Kind>('json');
  const [stopNodeId, setStopNodeId] = useState('');
  const snippets = useMemo(
    () =>
      buildApiSnippets({
        baseUrl: window.location.origin,
        flowId,
        inputs: snippetInputsOfFlow(flow),
        stopNodeId: stopNodeId || undefined,
      }),
    [flow, flowId, stopNodeId],
  );
  const nodes = flow.nodes.filter((n) => n.type !== 'stickyNote');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippets[tab]);
      notify.success(t('Copied'));
    } catch {
      notify.error(t('Copying is not allowed here: select the text and copy it.'));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('API endpoint')}</DialogTitle>
          <DialogContent>
            <p>
              POST <span className={styles.url}>{snippets.url}</span>
            </p>
            <div className={styles.row}>
              <Field label={t('Stop at node (optional)')}>
                <Dropdown
                  placeholder={t('Run the whole flow')}
                  value={stopNodeId}
                  selectedOptions={[stopNodeId]}
                  onOptionSelect={(_, d) => setStopNodeId(d.optionValue ?? '')}
                >
                  <Option value="">{t('Run the whole flow')}</Option>
                  {nodes.map((n) => (
                    <Option key={n.id} value={n.id}>
                      {n.id}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </div>
            <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as Kind)}>
              {TABS.map((x) => (
                <Tab key={x.value} value={x.value}>
                  {t(x.label)}
                </Tab>
              ))}
            </TabList>
            <pre className={styles.code} data-testid="api-snippet">
              {snippets[tab]}
            </pre>
          </DialogContent>
          <DialogActions>
            <Button icon={<Copy20Regular />} onClick={copy}>
              {t('Copy')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
