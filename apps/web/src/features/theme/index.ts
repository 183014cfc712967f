/** The public face of the theme feature: other features import only what is named here. */
export { setTheme } from "./theme";
