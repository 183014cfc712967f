import type { PaginationMeta } from "@dizilog/shared/api";

export function paginationMeta(count: number, currentPage: number, perPage: number, total: number): PaginationMeta {
  return {
    pagination: { count, current_page: currentPage, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}
