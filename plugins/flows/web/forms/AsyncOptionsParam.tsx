import { Button, Spinner, Tooltip } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { FieldError } from './FieldError.tsx';
import { useNodeText } from './NodeTextContext.tsx';
import type { ToolOptionItem } from '../../../../node-registry/toolOption.ts';
import { ModelConfigFields } from './ModelConfigFields.tsx';
import { OptionsDropdown } from './OptionsDropdown.tsx';
import { ToolConfigFields } from './ToolConfigFields.tsx';
import type { ParamProps } from './ParamProps.ts';
import { useFormStyles } from './formStyles.ts';
import { useAsyncOptions } from './useAsyncOptions.ts';

/** A choice from options the server lists (the param's loadMethod), with loading, error and refresh. */
export function AsyncOptionsParam({
  param,
  value,
  onChange,
  id,
  multiselect,
}: ParamProps & { multiselect?: boolean }) {
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  const { options, loading, error, refresh } = useAsyncOptions(param.loadMethod);
  const picked =
    !multiselect && typeof value === 'string' && value
      ? (options.find((o) => o.name === value) as ToolOptionItem | undefined)
      : undefined;
  return (
    <div className={styles.stack}>
      <div className={styles.inline}>
        <div className={styles.grow}>
          <OptionsDropdown
            id={id}
            options={options}
            value={value}
            onChange={onChange}
            multiselect={multiselect}
            listed
            freeSolo={param.freeSolo}
            placeholder={loading ? t('Loading options…') : nt(param.placeholder)}
          />
        </div>
        {loading ? (
          <Spinner size="tiny" aria-label={t('Loading {{label}} options', { label: nt(param.label) })} />
        ) : (
          <Tooltip content={t('Reload {{label}} options', { label: nt(param.label) })} relationship="label">
            <Button appearance="subtle" size="small" icon={<ArrowClockwise20Regular />} onClick={refresh} />
          </Tooltip>
        )}
      </div>
      {error && <FieldError>{t('Could not load options: {{error}}', { error })}</FieldError>}
      {!loading && !error && options.length === 0 && !param.freeSolo && (
        <span className={styles.muted}>{t('No options available yet.')}</span>
      )}
      {/* a picked chat model brings its own settings, saved as `${param.name}Config` */}
      {param.loadMethod === 'listModels' && !multiselect && typeof value === 'string' && value && (
        <ModelConfigFields param={param} model={value} />
      )}
      {/* a picked built-in tool brings its settings (listTools), saved as `${param.name}Config` */}
      {picked?.toolConfig && (
        <ToolConfigFields param={param} tool={picked.name} label={picked.label} spec={picked.toolConfig} />
      )}
    </div>
  );
}
