import { randomBytes } from 'node:crypto';
import type { ApiError } from '@paddle/paddle-node-sdk';

/** Paddle's error detail, as the SDK reads it into `ApiError`. */
export type PaddleErrorDetail = ConstructorParameters<typeof ApiError>[0];

/** Paddle's error body: `{error: {type, code, detail, documentation_url, errors?}, meta: {request_id}}`. */
export interface PaddleErrorBody {
  readonly error: PaddleErrorDetail;
  readonly meta: { readonly request_id: string };
}

/** A refusal the way Paddle words it; `errors` lists the fields of a failed validation. */
export class PaddleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: { field: string; message: string }[],
    /** The section of Paddle's error reference that documents the code. */
    readonly group = 'shared',
  ) {
    super(detail);
  }

  body(): PaddleErrorBody {
    return paddleErrorBody(
      this.status >= 500 ? 'api_error' : 'request_error',
      this.code,
      this.detail,
      this.errors,
      this.group,
    );
  }
}

export function paddleErrorBody(
  type: string,
  code: string,
  detail: string,
  errors?: { field: string; message: string }[],
  group = 'shared',
): PaddleErrorBody {
  return {
    error: {
      type,
      code,
      detail,
      documentation_url: `https://developer.paddle.com/errors/${group}/${code}`,
      ...(errors ? { errors } : {}),
    },
    meta: { request_id: requestId() },
  };
}

export const notFound = (entity: string, id: string) => new PaddleError(404, 'not_found', `${entity} ${id} not found.`);

export function requestId(): string {
  return randomBytes(16).toString('hex');
}
