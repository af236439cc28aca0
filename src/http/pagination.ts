/** A page of a list, as `PageQuery` asks for it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The page a list query asks for, with the defaults `PageQuery` documents. */
export function readPageRequest(query: { page?: number; limit?: number }): PageRequest {
  return { page: query.page ?? 1, limit: query.limit ?? 20 };
}

/** The `pagination` block of every list answer. */
export function describePage({ page, limit }: PageRequest, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
