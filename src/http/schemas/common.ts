import { Type } from 'typebox';
import { ERROR_STATUS } from '../../errors.js';

/** A value of `schema`, or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'Human-readable summary' }),
    code: Type.String({ enum: Object.keys(ERROR_STATUS), description: 'Stable error code from the fixed list of SPEC.md section 7' }),
    message: Type.Optional(Type.String({ description: 'What exactly was wrong' })),
    upgradeUrl: Type.Optional(Type.String({ description: 'Only with ERR_LIMIT_EXCEEDED' })),
  },
  { $id: 'ErrorBody', description: 'Error body of SPEC.md section 7' },
);

export const errorRef = Type.Ref('ErrorBody');

/** Error responses a route documents, keyed by status. */
export function errors(...statuses: number[]): Record<number, typeof errorRef> {
  return Object.fromEntries(statuses.map((status) => [status, errorRef]));
}

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const User = Type.Object({
  id: Type.String(),
  email: Type.String({ format: 'email' }),
  tier: Type.String({ enum: ['free', 'full'] }),
  trial_ends_at: Type.Integer({ description: 'End of the 7-day trial, epoch ms' }),
  created_at: Type.Integer(),
});

export const bearerSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { apiKey: [] }];
