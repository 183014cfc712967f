/** The public face of the catalog feature (the catalog's screens' parts): other features import only what is named here. */
export { AirDate } from "./air-date";
