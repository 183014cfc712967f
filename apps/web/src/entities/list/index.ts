/** The list entity: its card, badges, grid and pager. */
export { listRef } from "./cache";
export { LIST_GRID, ListCard, type ListCardProps, ListGridSkeleton, ListIcon, ListPager, PrivateBadge } from "./list-card";
