/**
 * react-final-form for every app, through this package: @stepwise/shared is a federation
 * singleton, so forms and fields always share one react-final-form instance (and one context).
 */
export { Form, Field, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export type { FieldRenderProps, FormRenderProps, FormProps, FieldProps } from 'react-final-form';
export { FORM_ERROR } from 'final-form';
