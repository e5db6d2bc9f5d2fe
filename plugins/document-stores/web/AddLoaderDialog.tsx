import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { PickerDialog } from '../../../host/web/components/PickerDialog.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';
import { useNodeText } from '../../flows/public-web.ts';
import type { ComponentDefinition } from '../common/pageTypes.ts';
import { documentStoresApi } from './documentStoresApi.ts';

const useStyles = makeStyles({
  icon: { fontSize: '24px', color: tokens.colorBrandForeground2, flexShrink: 0 },
});

/** Picks the kind of source a new loader reads (the loader components the server offers). */
export function AddLoaderDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose(): void;
  onPick(loader: ComponentDefinition): void;
}) {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  // A loader is found by its texts as written and as read.
  const loaderText = useCallback(
    (d: ComponentDefinition) => `${d.label} ${d.name} ${d.description} ${nt(d.label)} ${nt(d.description)}`,
    [nt],
  );
  const { data, error, reload } = useLoaded(() => documentStoresApi.components('loaders'));
  const [tried, setTried] = useState(false);
  // A failed first load is tried again when the dialog opens again.
  useEffect(() => {
    if (open && error && !tried) {
      setTried(true);
      void reload();
    }
  }, [open, error, tried, reload]);

  return (
    <PickerDialog
      open={open}
      title={t('Add document loader')}
      texts={{
        search: t('Search loaders'),
        list: t('Loaders'),
        loading: t('Loading loaders…'),
        noMatch: (search) => t("No loader matches '{{search}}'.", { search }),
        failed: (message) => t('Could not load the loaders: {{error}}', { error: message }),
      }}
      items={data}
      error={error}
      searchText={loaderText}
      choice={(d) => ({
        key: d.name,
        label: nt(d.label),
        description: nt(d.description),
        icon: <PluginIcon name={d.icon} className={styles.icon} />,
        testId: `loader-${d.name}`,
      })}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
