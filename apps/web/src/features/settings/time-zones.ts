import { DEFAULT_TIME_ZONE } from "@dizilog/shared";
import { dateTimeFormat } from "../../lib/intl";

/** Every IANA time zone the browser knows, Europe/Istanbul (the site's default) first. */
export function timeZoneOptions(current: string | undefined): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const rest = zones.filter((zone) => zone !== DEFAULT_TIME_ZONE);
  if (current && current !== DEFAULT_TIME_ZONE && !rest.includes(current)) rest.unshift(current);
  return [DEFAULT_TIME_ZONE, ...rest];
}

/** "Europe/Istanbul" → "Europe/Istanbul (GMT+03:00)": the zone with its current offset. */
export function timeZoneLabel(zone: string, tag: string): string {
  try {
    const parts = dateTimeFormat(tag, { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(new Date());
    const offset = parts.find((part) => part.type === "timeZoneName")?.value;
    return offset ? `${zone.replaceAll("_", " ")} (${offset})` : zone;
  } catch {
    return zone;
  }
}
