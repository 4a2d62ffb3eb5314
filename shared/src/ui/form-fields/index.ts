// `@marketplace/shared/form-fields`: a labelled form control with its hint and error, wired for
// screen readers. Its own entry point, so the first page of the site, which has no form, does not
// download it.
export { FormField, type FieldControlProps, type FormFieldProps } from './FormField';
export { TextField, type TextFieldProps } from './TextField';
export { ChoiceChips, PictureThumb, PictureThumbs } from './form-pieces';
