/** The public face of the import-export feature: other features import only what is named here. */
export { ImportExportSettings } from "./import-export-settings";
