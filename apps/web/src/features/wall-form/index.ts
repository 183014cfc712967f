/** The public face of the wall's post form: the form the community, wall and thoughts pages mount. */
export { PostForm, type PostFormProps } from "./post-form";
