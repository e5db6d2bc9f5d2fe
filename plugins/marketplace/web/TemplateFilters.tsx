import { Dropdown, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import type { TemplateFilter } from '../common/filterTemplates.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  dropdown: { minWidth: '160px' },
});

export interface FilterOptions {
  types: { value: string; label: string }[];
  usecases: string[];
  badges: string[];
  nodes: { value: string; label: string }[];
}

function Multi(props: {
  label: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange(values: string[]): void;
}) {
  const styles = useStyles();
  return (
    <Dropdown
      className={styles.dropdown}
      multiselect
      aria-label={props.label}
      placeholder={props.label}
      selectedOptions={props.selected}
      value={props.selected.map((v) => props.options.find((o) => o.value === v)?.label ?? v).join(', ')}
      onOptionSelect={(_e, d) => props.onChange(d.selectedOptions)}
    >
      {props.options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}

const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/** Search and the gallery's filters: type, use case, badge, and the nodes a flow must contain. */
export function TemplateFilters({
  filter,
  options,
  onChange,
}: {
  filter: TemplateFilter;
  options: FilterOptions;
  onChange(f: TemplateFilter): void;
}) {
  const t = useT();
  const styles = useStyles();
  return (
    <search className={styles.bar}>
      <SearchBox
        placeholder={t('Search name, description, use case or node')}
        aria-label={t('Search templates')}
        value={filter.search}
        onChange={(_e, d) => onChange({ ...filter, search: d.value })}
      />
      <Multi
        label={t('Type')}
        options={options.types}
        selected={filter.types}
        onChange={(types) => onChange({ ...filter, types })}
      />
      <Multi
        label={t('Use case')}
        options={plain(options.usecases)}
        selected={filter.usecases}
        onChange={(usecases) => onChange({ ...filter, usecases })}
      />
      <Multi
        label={t('Badge')}
        options={plain(options.badges)}
        selected={filter.badges}
        onChange={(badges) => onChange({ ...filter, badges })}
      />
      <Multi
        label={t('Nodes')}
        options={options.nodes}
        selected={filter.nodes}
        onChange={(nodes) => onChange({ ...filter, nodes })}
      />
    </search>
  );
}
