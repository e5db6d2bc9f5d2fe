import { AsyncOptionsParam } from './AsyncOptionsParam.tsx';
import type { ParamProps } from './ParamProps.ts';

/** Several choices from server-listed options, saved as a JSON list of names. */
export function AsyncMultiOptionsParam(props: ParamProps) {
  return <AsyncOptionsParam {...props} multiselect />;
}
