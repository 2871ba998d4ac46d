/** One error type for the whole app; its code decides the HTTP status in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  /** Dotted path of the offending field, e.g. `salary.from`. */
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { fields?: FieldError[]; headers?: Record<string, string> },
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options?.fields;
    this.headers = options?.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}
