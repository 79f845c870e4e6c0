/** Thrown by a handler when trying again cannot help (e.g. the mail server refused the address): the job dies at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
