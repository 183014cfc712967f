import { ApiError } from "../../lib/api";

/** True for the API's 403 `pro_required` answer (a Pro feature asked for by a free viewer): open the ProModal. */
export function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === "pro_required";
}
