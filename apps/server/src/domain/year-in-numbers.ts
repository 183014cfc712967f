/** Minutes watched as the hours a personal year shows: one decimal (decision 0046). */
export function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}
