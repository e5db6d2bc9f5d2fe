import type { ComponentType } from 'react';
import type { ParamType } from '../../../../node-registry/types.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { ArrayParam } from './ArrayParam.tsx';
import { AsyncMultiOptionsParam } from './AsyncMultiOptionsParam.tsx';
import { AsyncOptionsParam } from './AsyncOptionsParam.tsx';
import { BooleanParam } from './BooleanParam.tsx';
import { CodeParam } from './CodeParam.tsx';
import { ConditionFunctionParam } from './ConditionFunctionParam.tsx';
import { DatagridParam } from './DatagridParam.tsx';
import { DateParam } from './DateParam.tsx';
import { FieldError } from './FieldError.tsx';
import { FileParam } from './FileParam.tsx';
import { FolderParam } from './FolderParam.tsx';
import { JsonParam } from './JsonParam.tsx';
import { MultiOptionsParam } from './MultiOptionsParam.tsx';
import { NumberParam } from './NumberParam.tsx';
import { OptionsParam } from './OptionsParam.tsx';
import type { ParamProps } from './ParamProps.ts';
import { PasswordParam } from './PasswordParam.tsx';
import { StringParam } from './StringParam.tsx';
import { TabsParam } from './TabsParam.tsx';

/** The control of each of the 17 parameter types. */
export const PARAM_CONTROLS: Record<ParamType, ComponentType<ParamProps>> = {
  asyncOptions: AsyncOptionsParam,
  asyncMultiOptions: AsyncMultiOptionsParam,
  options: OptionsParam,
  multiOptions: MultiOptionsParam,
  array: ArrayParam,
  datagrid: DatagridParam,
  string: StringParam,
  number: NumberParam,
  boolean: BooleanParam,
  password: PasswordParam,
  json: JsonParam,
  code: CodeParam,
  date: DateParam,
  file: FileParam,
  folder: FolderParam,
  tabs: TabsParam,
  conditionFunction: ConditionFunctionParam,
};

/** The control for a param's type; an unknown type (a newer node) says so instead of crashing. */
export function ParamControl(props: ParamProps) {
  const t = useT();
  const Control = PARAM_CONTROLS[props.param.type];
  if (!Control)
    return (
      <FieldError>
        {t("Unsupported parameter type '{{type}}'", { type: String(props.param.type) })}
      </FieldError>
    );
  return <Control {...props} />;
}
