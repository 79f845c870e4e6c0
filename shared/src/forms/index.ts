/**
 * `@stepwise/shared/forms`: forms and fields on react-final-form. An entry of its own (a federation
 * singleton like the package's root), so a page without a form loads neither it nor final-form.
 * Validators and password rules need no form library and stay in the root entry; the fields import
 * them as `@stepwise/shared`, so they use the root's copy instead of bundling a second one here.
 */
export * from './final-form';
export { TextField, type TextFieldProps } from '../ui/text-field';
export { TextAreaField, type TextAreaFieldProps } from '../ui/text-area-field';
export { ValidatedForm, type ValidatedFormProps } from '../ui/validated-form';
export { CheckboxField, type CheckboxFieldProps } from '../ui/checkbox-field';
export { SelectField, type SelectFieldProps, type SelectOption } from '../ui/select-field';
export { NewPasswordFields, type NewPasswordFieldsProps } from '../ui/new-password-fields';
export { visibleFieldError, FieldHelp, type FieldHelpProps } from '../ui/field-shell';
