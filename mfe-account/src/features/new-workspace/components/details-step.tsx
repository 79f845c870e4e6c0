import { useIntl } from 'react-intl';
import { required } from '@stepwise/shared';
import { SelectField, TextField, useFormState } from '@stepwise/shared/forms';
import { CUSTOM_DEPARTMENT_MAX_LENGTH } from '@stepwise/contracts/rules';
import { DEPARTMENTS, TEAM_SIZES, WORKSPACE_ROLES } from '../../../common/api/workspace-details';
import { DEPARTMENT_LABELS, ROLE_LABELS, TEAM_SIZE_LABELS, type WizardValues } from '../wizard-fields';

const validateDepartment = required('account.newWorkspace.validation.departmentRequired');
const validateCustomDepartment = required('account.newWorkspace.validation.customDepartmentRequired');
const validateTeamSize = required('account.newWorkspace.validation.teamSizeRequired');
const validateRole = required('account.newWorkspace.validation.roleRequired');

/** Step 1: business sector (with a free text for "other"), team size and the user's role. */
export function DetailsStep() {
  const intl = useIntl();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const choose = intl.formatMessage({ id: 'account.newWorkspace.choose' });
  return (
    <>
      <SelectField
        name="department"
        label={intl.formatMessage({ id: 'account.newWorkspace.field.department' })}
        placeholder={choose}
        options={DEPARTMENTS.map((value) => ({ value, label: intl.formatMessage({ id: DEPARTMENT_LABELS[value] }) }))}
        validate={validateDepartment}
      />
      {values.department === 'other' && (
        <TextField
          name="custom_department"
          label={intl.formatMessage({ id: 'account.newWorkspace.field.customDepartment' })}
          maxLength={CUSTOM_DEPARTMENT_MAX_LENGTH}
          validate={validateCustomDepartment}
        />
      )}
      <SelectField
        name="team_size"
        label={intl.formatMessage({ id: 'account.newWorkspace.field.teamSize' })}
        placeholder={choose}
        options={TEAM_SIZES.map((value) => ({ value, label: intl.formatMessage({ id: TEAM_SIZE_LABELS[value] }) }))}
        validate={validateTeamSize}
      />
      <SelectField
        name="role"
        label={intl.formatMessage({ id: 'account.newWorkspace.field.role' })}
        placeholder={choose}
        options={WORKSPACE_ROLES.map((value) => ({ value, label: intl.formatMessage({ id: ROLE_LABELS[value] }) }))}
        validate={validateRole}
      />
    </>
  );
}
