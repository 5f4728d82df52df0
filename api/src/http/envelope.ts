import type { Response } from 'express';
import type { ApiError, ApiErrorData } from './api-error.js';

export interface ErrorEnvelope {
  code: number;
  status: string;
  messageUI: { message: string };
  data: ApiErrorData;
}

/** Writes a success: `{ "data": { ... } }`. */
export function sendData<T extends object>(res: Response, data: T, httpCode = 200): void {
  res.status(httpCode).json({ data });
}

export function errorEnvelope(error: ApiError): ErrorEnvelope {
  return {
    code: error.httpCode,
    status: error.status,
    messageUI: { message: error.message },
    data: error.data,
  };
}
