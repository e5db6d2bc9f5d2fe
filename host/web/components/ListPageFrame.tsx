import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { Card } from '../theme/Card.tsx';
import { useListPageStyles } from './useListPageStyles.ts';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  above: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface ListPageFrameProps {
  title: string;
  /** Controls beside the title (search, create button). */
  actions?: ReactNode;
  /** Shown above the list inside the card (filters, breadcrumbs). */
  above?: ReactNode;
  /** What is loading, e.g. 'users' (translated): used in the spinner and error texts. */
  noun: string;
  /** True once the data is there (until then a spinner, or the error). */
  loaded: boolean;
  error: string | null;
  onRetry(): void;
  /** True when loaded and there is nothing at all to show. */
  empty: boolean;
  /** A 24px Fluent icon (component or element), shown large. */
  emptyIcon: FluentIcon | ReactElement<{ className?: string; 'aria-hidden'?: boolean }>;
  emptyText: ReactNode;
  children: ReactNode;
}

/**
 * The layout of the list pages (resources, admin): title row, then a card with the error (and
 * Retry), the loading spinner, the empty state or the content.
 */
export function ListPageFrame(props: ListPageFrameProps) {
  const list = useListPageStyles();
  const styles = useStyles();
  const t = useT();
  const EmptyIcon = props.emptyIcon;
  const emptyIcon = isValidElement(EmptyIcon) ? (
    cloneElement(EmptyIcon, { className: list.emptyIcon, 'aria-hidden': true })
  ) : (
    <EmptyIcon className={list.emptyIcon} aria-hidden />
  );
  const loading = !props.loaded && !props.error;
  return (
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          {props.title}
        </Title2>
        {props.actions}
      </div>
      <Card className={list.card}>
        {props.above && <div className={styles.above}>{props.above}</div>}
        {props.error && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('Could not load {{noun}}: {{error}}', { noun: props.noun, error: props.error })}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={props.onRetry}>{t('Retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {loading && <Spinner label={t('Loading {{noun}}…', { noun: props.noun })} />}
        {props.loaded && props.empty && (
          <div className={styles.empty}>
            {emptyIcon}
            <Text>{props.emptyText}</Text>
          </div>
        )}
        {props.loaded && !props.empty && props.children}
      </Card>
    </div>
  );
}
