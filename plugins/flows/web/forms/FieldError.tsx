import { Text } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useFormStyles } from './formStyles.ts';

/** A problem shown under a control as it is typed (announced politely, not stealing focus). */
export function FieldError({ children }: { children: ReactNode }) {
  const styles = useFormStyles();
  return (
    <Text role="status" aria-live="polite" size={200} className={styles.error}>
      <ErrorCircle12Filled /> {children}
    </Text>
  );
}
