/**
 * One error type for every business rule, with stable codes. The HTTP layer maps
 * a code to a status exactly once (server/plugins/errors.ts); the UI maps it to a
 * message. `message` is shown to shoppers, so it is plain, polite text.
 */
export const errorCodes = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_OPTION: 400,
  INVALID_TOKEN: 400,
  INVALID_PINCODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  INSUFFICIENT_STOCK: 409,
  CANCEL_NOT_ALLOWED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  TOO_MANY_OPEN_ORDERS: 409,
  ORDER_STATUS_CHANGED: 409,
  TRANSITION_NOT_ALLOWED: 409,
  INVOICE_NOT_ISSUED: 409,
  CALL_NOT_ALLOWED: 409,
  DELIVERY_ATTEMPT_NOT_ALLOWED: 409,
  RETURN_NOT_ALLOWED: 409,
  RETURN_STATUS_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 422,
  UNPROCESSABLE: 422,
  QUANTITY_LIMIT: 422,
  ORDER_TOO_LARGE: 422,
  NOT_SERVICEABLE: 422,
  COD_NOT_AVAILABLE: 422,
  RATE_LIMITED: 429,
  UPLOAD_QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra, safe-to-show facts (for example which product ran short). */
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

/** 'Product not found', 'Order not found': the one shape of a missing record (404). */
export const notFoundError = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
