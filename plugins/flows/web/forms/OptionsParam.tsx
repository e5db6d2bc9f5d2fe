import { showHideOptions } from '../../../../node-registry/rules/showHideInputParams.ts';
import { OptionsDropdown } from './OptionsDropdown.tsx';
import { useFormContext } from './FormContext.tsx';
import type { ParamProps } from './ParamProps.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** One choice from the param's own options; options with show/hide rules follow the inputs. */
export function OptionsParam({ param, value, onChange, id, rowIndex }: ParamProps) {
  const nt = useNodeText();
  const { inputs } = useFormContext();
  const options = showHideOptions(param.options ?? [], inputs, rowIndex);
  return (
    <OptionsDropdown
      id={id}
      options={options}
      value={value}
      onChange={onChange}
      freeSolo={param.freeSolo}
      placeholder={nt(param.placeholder)}
    />
  );
}
