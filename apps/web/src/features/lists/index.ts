/** The public face of the lists feature: other features import only what is named here. */
export { LIST_FORM_LIMITS, listKeys, useLogEpisode } from "./api";
export { AddToListButton } from "./add-to-list-button";
export { TrackerListsPanel } from "./tracker-lists-panel";
