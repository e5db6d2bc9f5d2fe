import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
  detail: { color: tokens.colorPaletteRedForeground1, fontFamily: tokens.fontFamilyMonospace },
});

function Failure({ plugin, error, onRetry }: { plugin: string; error: Error; onRetry(): void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div role="alert" className={styles.box}>
      <Subtitle1>{t('This page could not be shown')}</Subtitle1>
      <Body1>{t("The plugin '{{plugin}}' failed while loading or rendering it.", { plugin })}</Body1>
      <Body1 className={styles.detail}>{error.message}</Body1>
      <div>
        <Button appearance="primary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </div>
    </div>
  );
}

/** Keeps a failing plugin page from taking down the shell: the top bar and drawer stay usable. */
export class PluginErrorBoundary extends Component<
  /** `silent`: a failing small widget (a top bar item) is only logged and left out. */
  { plugin: string; children: ReactNode; silent?: boolean },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`plugin '${this.props.plugin}' page failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      if (this.props.silent) return null;
      return (
        <Failure
          plugin={this.props.plugin}
          error={this.state.error}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
