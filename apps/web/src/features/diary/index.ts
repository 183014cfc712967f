/** The public face of the diary feature (logging an episode). */
export { AddToDiaryButton } from "./add-log-modal";
