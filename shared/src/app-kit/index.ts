/**
 * `@stepwise/shared/app-kit`: parts the product's screens behind sign-in share — the confirmation
 * dialog, progress bar and step indicator, dates, file upload with progress and
 * download. An entry of its own (a federation singleton like the package's root), so the public
 * pages and sign-in do not download them with the root.
 */
export { ConfirmDialog, type ConfirmDialogProps } from '../ui/confirm-dialog';
export { ProgressBar } from '../ui/progress-bar';
export { StepIndicator, type StepIndicatorProps } from '../ui/step-indicator';
export { LocalDate, DATE_FORMAT } from '../ui/local-date';
export { uploadWithProgress, type UploadOptions } from '../api/upload-with-progress';
export { downloadBlob } from '../api/download-blob';
