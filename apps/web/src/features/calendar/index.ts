/** The public face of the calendar feature: what the calendar and airing-today pages compose. */
export { type CalendarScope, useAiringToday, useCalendar } from "./api";
export { AgendaList } from "./agenda-list";
export { CalendarEntry } from "./calendar-entry";
export { MonthNav, ScopeSwitch, SignInHint, monthLabel } from "./calendar-toolbar";
export { isMonth } from "./month-grid";
export { MonthGridView } from "./month-grid-view";
export { SubscribeButton } from "./subscribe-dialog";
export { showIdsOf, trackedFirst } from "./tracked-first";
