import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentText16Regular, Wrench16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ChatItem } from '../common/chatItem.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  detail: {
    margin: 0,
    padding: '8px',
    maxHeight: '220px',
    overflow: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
  },
});

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** Used tools and source documents as chips; a chip opens its details below the row. */
export function ToolChips({ item }: { item: ChatItem }) {
  const t = useT();
  const s = useStyles();
  const [open, setOpen] = useState<string | null>(null);
  const tools = item.usedTools ?? [];
  const docs = item.sourceDocuments ?? [];
  if (!tools.length && !docs.length) return null;
  const chips = [
    ...tools.map((t, i) => ({
      id: `t${i}`,
      label: t.tool,
      icon: <Wrench16Regular />,
      detail: { input: t.toolInput, output: t.toolOutput, ...(t.error ? { error: t.error } : {}) },
      danger: !!t.error,
    })),
    ...docs.map((d, i) => ({
      id: `d${i}`,
      label: String(d.metadata?.source ?? `Source ${i + 1}`),
      icon: <DocumentText16Regular />,
      detail: d,
      danger: false,
    })),
  ];
  const current = chips.find((c) => c.id === open);
  return (
    <div>
      <div className={s.row}>
        {chips.map((c) => (
          <Button
            key={c.id}
            size="small"
            shape="circular"
            icon={c.icon}
            appearance={open === c.id ? 'primary' : 'outline'}
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
            data-testid="chat-tool-chip"
          >
            {c.label}
            {c.danger && (
              <Badge size="small" color="danger" appearance="filled">
                {t('error')}
              </Badge>
            )}
          </Button>
        ))}
      </div>
      {current && <pre className={s.detail}>{show(current.detail)}</pre>}
    </div>
  );
}
