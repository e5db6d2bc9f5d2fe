import { showHideOptions } from '../../../../node-registry/rules/showHideInputParams.ts';
import { OptionsDropdown } from './OptionsDropdown.tsx';
import { useFormContext } from './FormContext.tsx';
import type { ParamProps } from './ParamProps.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** Several choices from the param's own options, saved as a JSON list of names. */
export function MultiOptionsParam({ param, value, onChange, id, rowIndex }: ParamProps) {
  const nt = useNodeText();
  const { inputs } = useFormContext();
  const options = showHideOptions(param.options ?? [], inputs, rowIndex);
  return (
    <OptionsDropdown
      id={id}
      multiselect
      options={options}
      value={value}
      onChange={onChange}
      placeholder={nt(param.placeholder)}
    />
  );
}
