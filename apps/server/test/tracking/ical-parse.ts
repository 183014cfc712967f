/**
 * A small, strict RFC 5545 reader for the tests (no iCalendar parser package is installed): it
 * refuses anything a calendar client could misread instead of guessing. Checked: CRLF after
 * every line and no bare CR or LF; lines of at most 75 octets; folding (CRLF + one space or tab);
 * `NAME *(;PARAM=VALUE):VALUE` with valid names; BEGIN/END properly nested, one VCALENDAR holding
 * only VEVENTs; VERSION:2.0 and PRODID once; in each VEVENT UID, DTSTAMP, DTSTART once and
 * DTEND at most once, date-times in UTC (`YYYYMMDDTHHMMSSZ`), DTEND after DTSTART; TEXT values
 * (SUMMARY, DESCRIPTION, X-WR-CALNAME, NAME) with only the escapes `\\ \; \, \n` and no bare
 * `;` or `,`; URL an absolute http(s) URI.
 */
export interface ParsedEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date | undefined;
  summary: string;
  description: string | undefined;
  url: string | undefined;
}

export interface ParsedCalendar {
  version: string;
  prodId: string;
  name: string | undefined;
  events: ParsedEvent[];
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

const TEXT = new Set(["SUMMARY", "DESCRIPTION", "X-WR-CALNAME", "NAME", "LOCATION", "COMMENT"]);

export function parseICalendar(feed: string): ParsedCalendar {
  if (!feed.endsWith("\r\n")) throw new Error("the feed must end with CRLF");
  const physical = feed.slice(0, -2).split("\r\n");
  physical.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`line ${index + 1}: bare CR or LF`);
    if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`line ${index + 1}: longer than 75 octets`);
    if (line === "") throw new Error(`line ${index + 1}: empty line`);
  });
  // Unfold: a line starting with a space or tab continues the previous one.
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (lines.length === 0) throw new Error("a continuation line opens the feed");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }

  const props = lines.map(parseLine);
  const stack: string[] = [];
  let calendar: Property[] | undefined;
  let event: Property[] | undefined;
  const events: Property[][] = [];
  let calendars = 0;
  for (const prop of props) {
    if (prop.name === "BEGIN") {
      if (stack.length === 0 && prop.value !== "VCALENDAR") throw new Error(`BEGIN:${prop.value} outside VCALENDAR`);
      if (stack.length === 1 && prop.value !== "VEVENT") throw new Error(`unexpected BEGIN:${prop.value} in VCALENDAR`);
      if (stack.length >= 2) throw new Error(`unexpected BEGIN:${prop.value} in ${stack.at(-1)}`);
      stack.push(prop.value);
      if (prop.value === "VCALENDAR") {
        calendars++;
        calendar = [];
      } else event = [];
      continue;
    }
    if (prop.name === "END") {
      if (stack.pop() !== prop.value) throw new Error(`END:${prop.value} does not close the open component`);
      if (prop.value === "VEVENT") {
        events.push(event!);
        event = undefined;
      }
      continue;
    }
    if (stack.length === 0) throw new Error(`${prop.name} outside any component`);
    (event ?? calendar!).push(prop);
  }
  if (stack.length) throw new Error(`${stack.join(", ")} not closed`);
  if (calendars !== 1 || !calendar) throw new Error("the feed must hold exactly one VCALENDAR");

  const version = one(calendar, "VERSION").value;
  if (version !== "2.0") throw new Error(`VERSION:${version}`);
  return {
    version,
    prodId: one(calendar, "PRODID").value,
    name: optional(calendar, "X-WR-CALNAME")?.value,
    events: events.map((props) => {
      const start = dateTime(one(props, "DTSTART").value);
      const endProp = optional(props, "DTEND");
      const end = endProp ? dateTime(endProp.value) : undefined;
      if (end && end <= start) throw new Error("DTEND is not after DTSTART");
      const url = optional(props, "URL")?.value;
      if (url !== undefined && !/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`URL is not an absolute http(s) URI: ${url}`);
      return {
        uid: one(props, "UID").value,
        stamp: dateTime(one(props, "DTSTAMP").value),
        start,
        end,
        summary: one(props, "SUMMARY").value,
        description: optional(props, "DESCRIPTION")?.value,
        url,
      };
    }),
  };
}

function parseLine(line: string): Property {
  // The name, then parameters (quoted values may hold ; : ,), then ":" and the value.
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(line);
  if (!match) throw new Error(`not a content line: ${line}`);
  const name = match[1]!.toUpperCase();
  const params: Record<string, string> = {};
  for (const param of match[2]!.slice(1).split(/;(?=[A-Za-z0-9-]+=)/).filter(Boolean)) {
    const eq = param.indexOf("=");
    params[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1);
  }
  const raw = match[3]!;
  return { name, params, value: TEXT.has(name) ? unescapeText(raw, name) : raw };
}

function unescapeText(value: string, name: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === "\\") {
      const next = value[++i];
      if (next === "n" || next === "N") out += "\n";
      else if (next === "\\" || next === ";" || next === ",") out += next;
      else throw new Error(`${name}: invalid escape \\${next ?? ""}`);
    } else if (char === ";" || char === ",") throw new Error(`${name}: unescaped ${char}`);
    else out += char;
  }
  return out;
}

function dateTime(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  if (date.getUTCMonth() !== mo! - 1 || date.getUTCDate() !== d!) throw new Error(`not a real date: ${value}`);
  return date;
}

function one(props: Property[], name: string): Property {
  const found = props.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${name} must appear exactly once (found ${found.length})`);
  return found[0]!;
}

function optional(props: Property[], name: string): Property | undefined {
  const found = props.filter((p) => p.name === name);
  if (found.length > 1) throw new Error(`${name} appears ${found.length} times`);
  return found[0];
}
