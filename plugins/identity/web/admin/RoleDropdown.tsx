import { Dropdown, Option } from '@fluentui/react-components';
import type { Role } from '../../common/identityTypes.ts';

export interface RoleDropdownProps {
  roles: readonly Pick<Role, 'id' | 'name'>[];
  value: string;
  onChange(roleId: string): void;
  'aria-label'?: string;
  disabled?: boolean;
}

/** Picks one of the organisation's roles (built-in and custom) by id, showing names. */
export function RoleDropdown({ roles, value, onChange, disabled, ...aria }: RoleDropdownProps) {
  const current = roles.find((r) => r.id === value);
  return (
    <Dropdown
      {...aria}
      disabled={disabled}
      value={current?.name ?? value}
      selectedOptions={[value]}
      onOptionSelect={(_, d) => d.optionValue && d.optionValue !== value && onChange(d.optionValue)}
    >
      {roles.map((r) => (
        <Option key={r.id} value={r.id}>
          {r.name}
        </Option>
      ))}
    </Dropdown>
  );
}
