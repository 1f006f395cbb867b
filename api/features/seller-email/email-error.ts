import type { EmailErrorBody, EmailLanguage } from '@contract/seller-email';
import { HttpError } from '../../platform/http/http-error';

/** An error of the email calls: the shared body plus the `errorType` the client reads and the request's `language`. */
export class EmailError extends HttpError {
  constructor(
    status: number,
    readonly errorType: string,
    message: string,
    readonly language: EmailLanguage = 'en',
    fields?: Record<string, string>,
  ) {
    super(status, errorType, message, fields);
  }

  override toBody(): EmailErrorBody {
    return {
      code: this.code,
      errorType: this.errorType,
      message: this.message,
      language: this.language,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}
