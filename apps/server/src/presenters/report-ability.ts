/**
 * The `report` ability of an item the viewer has already reported: false, so that the item's menu
 * no longer offers "Report" (reporting again would only answer the same report). The policy's rule
 * still allows the call; this is what the client is offered.
 */
export function withoutReportOnceReported<A extends { report: boolean }>(abilities: A, reported: boolean): A {
  return reported ? { ...abilities, report: false } : abilities;
}
