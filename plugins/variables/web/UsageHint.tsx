import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Checkmark16Regular, Copy16Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { variableUsage } from '../common/variableName.ts';

const useStyles = makeStyles({
  row: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    padding: `0 ${tokens.spacingHorizontalXS}`,
  },
});

/** {{$vars.name}} with a copy button. */
export function UsageHint({ name }: { name: string }) {
  const styles = useStyles();
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const text = variableUsage(name || 'name');
  return (
    <span className={styles.row}>
      <Text className={styles.code}>{text}</Text>
      {/* A title, not a Tooltip: a tooltip portal left open over the page swallows clicks. */}
      <Button
        size="small"
        appearance="subtle"
        aria-label={copied ? t('Copied {{text}}', { text }) : t('Copy {{text}}', { text })}
        title={copied ? t('Copied') : t('Copy')}
        icon={copied ? <Checkmark16Regular /> : <Copy16Regular />}
        disabled={!name}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
      />
    </span>
  );
}
