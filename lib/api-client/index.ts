export { ApiError, apiFetch, apiRequest, fieldMessages } from './api-client';
export type { ApiAnswer, ApiErrorBody, ApiFieldError, ApiRequest } from './api-client';
