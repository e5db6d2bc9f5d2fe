import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import {
  CONDITION_ALERTS,
  hasReturnStatement,
} from '../../../../node-registry/rules/conditionDiagnostics.ts';
import { selectedTabName } from '../../common/forms/tabSelection.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { CONDITION_HOW_TO_USE } from './conditionHowToUse.ts';
import { FieldError } from './FieldError.tsx';
import { useFormContext } from './FormContext.tsx';
import { asText, type ParamProps } from './ParamProps.ts';
import { TabsParam } from './TabsParam.tsx';
import { useFormStyles } from './formStyles.ts';

function HowToUse() {
  const styles = useFormStyles();
  const t = useT();
  return (
    <Accordion collapsible>
      <AccordionItem value="how">
        <AccordionHeader size="small">{t('How to Use')}</AccordionHeader>
        <AccordionPanel>
          <div className={styles.help}>{t(CONDITION_HOW_TO_USE)}</div>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

/**
 * A condition written as a table or as code. With tabs (table and code) it is the tabs control;
 * the code tab, or a param without tabs, is a code editor that must contain a return statement
 * (the graph rules' check, with the spec's alert text).
 */
export function ConditionFunctionParam(props: ParamProps) {
  const { param, value, onChange, id } = props;
  const t = useT();
  const { inputs, nodeId } = useFormContext();
  const tabs = param.tabs ?? [];
  if (tabs.length > 0) {
    const chosen = tabs.find((tab) => tab.name === selectedTabName(param, inputs, nodeId));
    const code = chosen?.type === 'code' ? asText(inputs[chosen.name]) : null;
    return (
      <TabsParam {...props}>
        <HowToUse />
        {code !== null && !hasReturnStatement(code) && (
          <FieldError>{t(CONDITION_ALERTS.noReturn)}</FieldError>
        )}
      </TabsParam>
    );
  }
  const code = asText(value);
  return (
    <>
      <HowToUse />
      <CodeEditor id={id} value={code} onChange={onChange} language="js" placeholder={param.codeExample} />
      {!hasReturnStatement(code) && <FieldError>{t(CONDITION_ALERTS.noReturn)}</FieldError>}
    </>
  );
}
