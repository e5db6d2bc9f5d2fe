import { Tab, TabList } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { selectedTabName, tabInputKey } from '../../common/forms/tabSelection.ts';
import { useFormContext } from './FormContext.tsx';
import { useNodeText } from './NodeTextContext.tsx';
import type { ParamProps } from './ParamProps.ts';
import { ParamField } from './ParamField.tsx';
import { useFormStyles } from './formStyles.ts';

/**
 * Child params on tabs; the chosen tab is saved under `${tabIdentifier}_${nodeId}` like the peer,
 * and each child keeps its own input (its name), so switching tabs loses nothing.
 */
export function TabsParam({ param, children }: ParamProps & { children?: ReactNode }) {
  const styles = useFormStyles();
  const nt = useNodeText();
  const { inputs, nodeId, setInput } = useFormContext();
  const tabs = param.tabs ?? [];
  const chosen = selectedTabName(param, inputs, nodeId);
  const child = tabs.find((t) => t.name === chosen);
  const key = tabInputKey(param, nodeId);
  return (
    <div className={styles.stack}>
      <TabList
        size="small"
        selectedValue={chosen}
        aria-label={nt(param.label)}
        onTabSelect={(_, d) => key && setInput(key, String(d.value))}
      >
        {tabs.map((t) => (
          <Tab key={t.name} value={t.name}>
            {nt(t.label)}
          </Tab>
        ))}
      </TabList>
      {children}
      {child && (
        <ParamField
          key={child.name}
          param={child}
          value={inputs[child.name] ?? child.default}
          onChange={(v) => setInput(child.name, v)}
        />
      )}
    </div>
  );
}
