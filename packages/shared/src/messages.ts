/** Messages of product-spec.md section 8 and api-contract.md, spelled exactly. */
export const MESSAGES = {
  default: "An error occurred, please try again.",
  badRequest: "Bad Request",
  notFound: "Something went wrong",
  incorrectPassword: "Incorrect Password",
  internal: "Internal server error",
  offline: "Network offline. Please check your connection and try again.",
  loginRequired: "Please login to continue.",
  verifyEmail: "Please verify your email address to proceed.",
  requiredField: "This field is required.",
  forbidden: "You are not allowed to do this.",
  tooManyRequests: "Too many requests. Please try again later.",
  validationFailed: "The given data was invalid.",
} as const;
