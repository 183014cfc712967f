/** The public face of the item actions (share, hide and report), shared by comments, reviews and wall posts. */
export { useHideItem, useReportItem } from "./api";
export { ReportItemModal } from "./report-item-modal";
export { HiddenItemNotice } from "./hidden-item-notice";
export { absoluteUrl, useShareLink } from "./use-share-link";
