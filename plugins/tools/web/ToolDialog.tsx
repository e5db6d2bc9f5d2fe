import {
  Button,
  ColorSwatch,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  SwatchPicker,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { downloadText } from '../../../host/web/components/downloadText.ts';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { exportTool } from '../common/exportTool.ts';
import { TOOL_COLORS } from '../common/toolColors.ts';
import type { Tool } from '../common/toolTypes.ts';
import { SchemaTableEditor } from './SchemaTableEditor.tsx';
import { ToolTestPanel } from './ToolTestPanel.tsx';
import type { LoadedTool } from './loadToolFile.ts';
import {
  type DraftProblems,
  draftOf,
  draftProblems,
  EXAMPLE_FUNC,
  emptyDraft,
  inputOf,
  type ToolDraft,
} from './toolDraft.ts';
import { toolsApi } from './toolsApi.ts';
import './toolsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '95vw' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
  grow: { flex: 1, minWidth: '240px' },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  icon: { width: '32px', height: '32px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
  },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  // A flex child of the form: without this it is squeezed and the list spills over the fields.
  notesBar: { flexShrink: 0 },
  notes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

// Example values, not words: the same in every language.
const EXAMPLE_NAME = 'get_weather';
const EXAMPLE_ICON = 'https://example.com/icon.svg';

export interface ToolDialogProps {
  open: boolean;
  /** The tool to edit; null creates a new one. */
  tool: Tool | null;
  /** A tool file opened with Load: a new tool filled from it, to review before adding. */
  loaded?: LoadedTool | null;
  onClose(): void;
  onSaved(tool: Tool): void;
}

/** Create or edit a tool: name, description, colour, icon, input schema table, function and a test run. */
export function ToolDialog({ open, tool, loaded = null, onClose, onSaved }: ToolDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [draft, setDraft] = useState<ToolDraft>(emptyDraft);
  const [touched, setTouched] = useState(false);
  const [serverProblems, setServerProblems] = useState<DraftProblems>({});
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setDraft(tool ? draftOf(tool) : (loaded?.draft ?? emptyDraft()));
    // A loaded file shows its problems (a name the peer allowed, say) before the first save.
    setTouched(!tool && loaded !== null);
    setServerProblems({});
    setFailure(null);
  }, [open, tool, loaded, setFailure]);

  const local = draftProblems(draft, t);
  const problems: DraftProblems = touched ? { ...local, ...serverProblems } : serverProblems;
  const set = (patch: Partial<ToolDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerProblems({});
  };

  async function save() {
    setTouched(true);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    await saving.run(
      async () => {
        const input = inputOf(draft);
        onSaved(tool ? await toolsApi.update(tool.id, input) : await toolsApi.create(input));
      },
      (error) => {
        const message = errorMessage(error);
        const nameTaken =
          error instanceof HttpError &&
          (error.status === 409 || (error.status === 400 && /name/i.test(message)));
        if (nameTaken) setServerProblems({ name: message });
        return nameTaken;
      },
    );
  }

  return (
    <FormDialog
      open={open}
      title={tool ? t('Edit tool {{name}}', { name: tool.name }) : loaded ? t('Load tool') : t('Add tool')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={tool ? t('Save') : t('Add')}
      surfaceClassName={styles.surface}
    >
      {tool && (
        <Available permission="tools:export">
          <div>
            <Button
              size="small"
              icon={<ArrowDownload20Regular />}
              onClick={() =>
                // The saved tool, in the export fields; Load on the Tools page reads this file back.
                downloadText(`${tool.name}-Export.json`, JSON.stringify(exportTool(tool), null, 2))
              }
            >
              {t('Export')}
            </Button>
          </div>
        </Available>
      )}
      {!tool && loaded && loaded.notes.length > 0 && (
        <MessageBar
          intent="info"
          layout="multiline"
          className={styles.notesBar}
          data-testid="tool-file-notes"
        >
          <MessageBarBody>
            <MessageBarTitle>{t('Converted from the file')}</MessageBarTitle>
            <ul className={styles.notes}>
              {loaded.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('Tool name')}
          required
          hint={t('Letters, digits and underscores; starts with a letter (a model calls it by this name).')}
          validationMessage={problems.name}
        >
          <Input value={draft.name} onChange={(_, d) => set({ name: d.value })} placeholder={EXAMPLE_NAME} />
        </Field>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Colour')}</legend>
          <div className={styles.colour}>
            <SwatchPicker
              aria-label={t('Tool colour')}
              size="small"
              selectedValue={draft.color}
              onSelectionChange={(_, d) => set({ color: d.selectedValue })}
            >
              {TOOL_COLORS.map((c) => (
                <ColorSwatch key={c} color={c} value={c} aria-label={c} />
              ))}
            </SwatchPicker>
            <Input
              aria-label={t('Colour hex')}
              style={{ width: 100 }}
              value={draft.color}
              onChange={(_, d) => set({ color: d.value })}
            />
          </div>
          {problems.color && (
            <Text role="alert" className={styles.error}>
              {problems.color}
            </Text>
          )}
        </fieldset>
      </div>
      <Field
        label={t('Description')}
        required
        validationMessage={problems.description}
        hint={t('Tell the model when to use this tool.')}
      >
        <Textarea
          value={draft.description}
          onChange={(_, d) => set({ description: d.value })}
          placeholder={t('Gets the current weather for a location')}
          resize="vertical"
        />
      </Field>
      <div className={styles.row}>
        <Field className={styles.grow} label={t('Icon URL')} validationMessage={problems.iconSrc}>
          <Input
            value={draft.iconSrc}
            onChange={(_, d) => set({ iconSrc: d.value })}
            placeholder={EXAMPLE_ICON}
          />
        </Field>
        {draft.iconSrc.trim() && !problems.iconSrc && (
          <img className={styles.icon} src={draft.iconSrc.trim()} alt={t('Icon preview')} />
        )}
      </div>
      {/* Not a Field: a Field would hand its one id and label to every input of the table. */}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Input schema')}</legend>
        <SchemaTableEditor rows={draft.rows} onChange={(rows) => set({ rows })} />
        {problems.rows && (
          <Text role="alert" className={styles.error}>
            {problems.rows}
          </Text>
        )}
      </fieldset>
      <Field
        label={t('JavaScript function')}
        required
        validationMessage={problems.func}
        hint={t(
          'The body of an async function: use $<property>, $args, $vars, $flow and fetch; return the result.',
        )}
      >
        <Textarea
          textarea={{ className: styles.code, spellCheck: false }}
          rows={10}
          resize="vertical"
          value={draft.func}
          onChange={(_, d) => set({ func: d.value })}
          placeholder={EXAMPLE_FUNC}
          aria-label={t('JavaScript function')}
        />
      </Field>
      {!draft.func.trim() && (
        <div>
          <Button size="small" appearance="secondary" onClick={() => set({ func: EXAMPLE_FUNC })}>
            {t('Insert example')}
          </Button>
        </div>
      )}
      <ToolTestPanel rows={draft.rows} func={draft.func} />
    </FormDialog>
  );
}
