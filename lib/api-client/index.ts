export { ApiError, apiFetch, apiRequest, fieldMessages, withQuery } from './api-client';
export type { ApiAnswer, ApiErrorBody, ApiFieldError, ApiRequest } from './api-client';
