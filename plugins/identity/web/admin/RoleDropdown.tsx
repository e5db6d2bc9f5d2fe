import { Dropdown, makeStyles, Option } from '@fluentui/react-components';
import type { Role } from '../../common/identityTypes.ts';

export interface RoleDropdownProps {
  roles: readonly Pick<Role, 'id' | 'name'>[];
  value: string;
  onChange(roleId: string): void;
  'aria-label'?: string;
  disabled?: boolean;
}

// Fluent's Dropdown has a 250px minimum: here it fits its table cell or dialog field instead.
const useStyles = makeStyles({ root: { minWidth: '120px', width: '100%', boxSizing: 'border-box' } });

/** Picks one of the organisation's roles (built-in and custom) by id, showing names. */
export function RoleDropdown({ roles, value, onChange, disabled, ...aria }: RoleDropdownProps) {
  const styles = useStyles();
  const current = roles.find((r) => r.id === value);
  return (
    <Dropdown
      {...aria}
      className={styles.root}
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
