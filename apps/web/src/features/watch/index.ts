/** The public face of where to watch, buzz and show suggestions (decision 0044). */
export { WhereToWatch } from "./where-to-watch";
export { BuzzBoard } from "./buzz-board";
export { BuzzControl } from "./buzz-control";
export { SuggestModal } from "./suggest-modal";
export { SuggestShowSettings } from "./suggest-settings";
export { StaffSuggestions } from "./staff-suggestions";
export { useStreamingServices, watchKeys } from "./api";
