/**
 * A large synthetic catalog for benchmarks.
 *
 *   npm run seed:scale -- --shows 10000 --episodes 500000 [--people 20000] [--users 0]
 *                         [--database-url URL | --data-dir DIR] [--json]
 *
 * Migrates the database and seeds the 12 genres when needed, then writes networks, shows,
 * genres of shows, seasons, episodes, people, credits, 14 days of show activity and (with --users,
 * once the accounts tables exist) verified fan accounts with
 * set-based SQL (INSERT … SELECT FROM generate_series) in one transaction, and ANALYZEs.
 *
 * Every "random" value comes from `dz_seed_rand(n, salt)`, a hash of the row number, so two runs
 * with the same arguments write the same catalog (except the activity days, which end today).
 * The rows are appended: an existing catalog (the demo one, or an earlier run) is kept, and new
 * slugs are numbered after the highest show and person ids so they never collide.
 *
 * Without --database-url the embedded database (PGlite) is used, in --data-dir (default: a new
 * temporary folder, printed; point DATA_DIR at it to serve the catalog).
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { CREW_ROLES } from "@dizilog/shared";
import { hashPassword } from "../src/auth/password.js";
import { type Database, openDatabase } from "../src/db/database.js";
import { slugify } from "../src/lib/slug.js";
import { seedGenres } from "../src/seed/seed-demo.js";

// ---------------------------------------------------------------------------------------------
// Arguments

const USAGE = `Usage: npm run seed:scale -- --shows 10000 --episodes 500000 [--people 20000] [--users 0]
                          [--database-url URL | --data-dir DIR] [--json]`;

interface Options {
  shows: number;
  episodes: number;
  people: number;
  users: number;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  json: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      shows: { type: "string", default: "10000" },
      episodes: { type: "string", default: "500000" },
      people: { type: "string", default: "20000" },
      users: { type: "string", default: "0" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: string, text: string, max: number): number => {
    const n = Number(text.replace(/[_,]/g, ""));
    if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`--${name} must be a whole number from 0 to ${max} (got "${text}")\n${USAGE}`);
    return n;
  };
  if (values["database-url"] && values["data-dir"]) throw new Error(`--database-url and --data-dir exclude each other\n${USAGE}`);
  return {
    shows: count("shows", values.shows, 1_000_000),
    episodes: count("episodes", values.episodes, 50_000_000),
    people: count("people", values.people, 5_000_000),
    users: count("users", values.users, 10_000_000),
    databaseUrl: values["database-url"] || process.env.DATABASE_URL || undefined,
    // npm runs the script in apps/server; a relative folder is meant from where npm was started.
    dataDir: values["data-dir"] && path.resolve(process.env.INIT_CWD ?? process.cwd(), values["data-dir"]),
    json: values.json,
  };
}

// ---------------------------------------------------------------------------------------------
// Word lists (Turkish with an English counterpart; slugs computed once with the app's slugify)

interface Word {
  tr: string;
  en: string;
}

/** First word of a title: "Kara", "Aşk", "Gece" … */
const TITLE_FIRST: Word[] = [
  { tr: "Kara", en: "Black" }, { tr: "Aşk", en: "Love" }, { tr: "Gece", en: "Night" }, { tr: "Yalı", en: "Mansion" },
  { tr: "Sevda", en: "Passion" }, { tr: "Çiçek", en: "Flower" }, { tr: "Şehir", en: "City" }, { tr: "Rüzgar", en: "Wind" },
  { tr: "Kırmızı", en: "Red" }, { tr: "Mavi", en: "Blue" }, { tr: "Gizli", en: "Secret" }, { tr: "Yasak", en: "Forbidden" },
  { tr: "Kuzey", en: "North" }, { tr: "Deniz", en: "Sea" }, { tr: "Ateş", en: "Fire" }, { tr: "Yıldız", en: "Star" },
  { tr: "Bahar", en: "Spring" }, { tr: "Gölge", en: "Shadow" }, { tr: "Ay", en: "Moon" }, { tr: "Güneş", en: "Sun" },
  { tr: "İstanbul", en: "Istanbul" }, { tr: "Ege", en: "Aegean" }, { tr: "Dağ", en: "Mountain" }, { tr: "Kül", en: "Ash" },
  { tr: "Altın", en: "Golden" }, { tr: "Gümüş", en: "Silver" }, { tr: "Beyaz", en: "White" }, { tr: "Sessiz", en: "Silent" },
  { tr: "Son", en: "Last" }, { tr: "İlk", en: "First" }, { tr: "Eski", en: "Old" }, { tr: "Yeni", en: "New" },
  { tr: "Uzak", en: "Distant" }, { tr: "Tatlı", en: "Sweet" }, { tr: "Acı", en: "Bitter" }, { tr: "Kayıp", en: "Lost" },
  { tr: "Sahte", en: "False" }, { tr: "Masum", en: "Innocent" }, { tr: "Deli", en: "Wild" }, { tr: "Kırık", en: "Broken" },
];

/** Second word of a title: "Sevdası", "Gecesi", "Yalısı" … */
const TITLE_SECOND: Word[] = [
  { tr: "Sevdası", en: "Love" }, { tr: "Aşkı", en: "Affair" }, { tr: "Gecesi", en: "Night" }, { tr: "Rüzgarı", en: "Wind" },
  { tr: "Çiçeği", en: "Blossom" }, { tr: "Şehri", en: "Town" }, { tr: "Yalısı", en: "Mansion" }, { tr: "Masalı", en: "Tale" },
  { tr: "Sırrı", en: "Secret" }, { tr: "Yolu", en: "Road" }, { tr: "Kalbi", en: "Heart" }, { tr: "Evi", en: "House" },
  { tr: "Kızı", en: "Daughter" }, { tr: "Oğlu", en: "Son" }, { tr: "Bahçesi", en: "Garden" }, { tr: "Yemini", en: "Oath" },
  { tr: "Düğünü", en: "Wedding" }, { tr: "Baharı", en: "Spring" }, { tr: "Zamanı", en: "Time" }, { tr: "Hikayesi", en: "Story" },
  { tr: "Günleri", en: "Days" }, { tr: "Yılları", en: "Years" }, { tr: "Vedası", en: "Farewell" }, { tr: "İntikamı", en: "Revenge" },
  { tr: "Umudu", en: "Hope" }, { tr: "Dansı", en: "Dance" }, { tr: "Şarkısı", en: "Song" }, { tr: "Gözyaşı", en: "Tears" },
  { tr: "Ateşi", en: "Flame" }, { tr: "Hayali", en: "Dream" },
];

/** Synopsis sentences, the same idea in both languages (%1$s: title, %2$s: city). */
const SYNOPSIS: Word[] = [
  {
    en: "%1$s follows a family in %2$s whose lives change when an old secret comes to light, and the love that grows between two of its children despite everything.",
    tr: "%1$s, %2$s şehrinde yaşayan bir ailenin eski bir sır ortaya çıkınca değişen hayatını ve her şeye rağmen iki çocuğu arasında büyüyen aşkı anlatıyor.",
  },
  {
    en: "In %2$s, a young woman returns home to take back what was stolen from her father; %1$s is a story of revenge, loyalty and a love she never planned.",
    tr: "%2$s şehrinde genç bir kadın, babasından çalınanları geri almak için evine döner; %1$s intikam, sadakat ve hiç planlamadığı bir aşkın hikayesi.",
  },
  {
    en: "Two families from opposite sides of %2$s are bound by an arranged marriage. %1$s tells how pride, debts and first love tear them apart and bring them together.",
    tr: "%2$s şehrinin iki ucundan iki aile, görücü usulü bir evlilikle birbirine bağlanır. %1$s gurur, borç ve ilk aşkın onları nasıl ayırıp yeniden birleştirdiğini anlatıyor.",
  },
  {
    en: "A detective transferred to %2$s investigates a murder that leads back to the city's most powerful family. %1$s mixes crime, drama and an impossible romance.",
    tr: "%2$s şehrine tayin edilen bir komiser, şehrin en güçlü ailesine uzanan bir cinayeti araştırır. %1$s suç, dram ve imkansız bir aşkı bir araya getiriyor.",
  },
];

const CITIES = ["İstanbul", "Ankara", "İzmir", "Bursa", "Antalya", "Trabzon", "Mardin", "Adana", "Gaziantep", "Eskişehir", "Konya", "Çanakkale", "Rize", "Muğla", "Nevşehir"];
const FEMALE_NAMES = ["Ayşe", "Fatma", "Elif", "Zeynep", "Deniz", "Ebru", "Gizem", "Hande", "İrem", "Merve", "Nur", "Özge", "Pınar", "Selin", "Şebnem", "Tuba", "Yasemin", "Burcu", "Cansu", "Dilan"];
const MALE_NAMES = ["Ahmet", "Mehmet", "Mustafa", "Ali", "Burak", "Can", "Cem", "Emre", "Engin", "Halit", "Kerem", "Kıvanç", "Murat", "Onur", "Serkan", "Tolga", "Uğur", "Volkan", "Yiğit", "Çağatay"];
const SURNAMES = [
  "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin",
  "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Erdoğan", "Güneş", "Aksoy", "Tatlı", "Ergin", "Saat", "Akın", "Uçar", "Tekin",
];

/** Statuses with weights by repetition: most synthetic shows have ended, a fifth are running. */
const STATUS_BAG = [
  ...Array<string>(9).fill("Ended"), ...Array<string>(4).fill("Running"), "Cancelled", "Cancelled",
  "Hiatus", "Renewed", "In Production", "Concluding", "upcoming", "coming_soon", "unknown", "concluded",
];
const AIR_TIMES = ["20:00", "20:00", "20:15", "20:30", "21:00"];
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** Twenty channels and platforms; the ones of the demo catalog are reused when present (same slug). */
const NETWORKS: { name: string; kind: "tv" | "streaming" }[] = [
  { name: "ATV", kind: "tv" }, { name: "Kanal D", kind: "tv" }, { name: "Show TV", kind: "tv" }, { name: "Star TV", kind: "tv" },
  { name: "FOX", kind: "tv" }, { name: "NOW", kind: "tv" }, { name: "TRT 1", kind: "tv" }, { name: "TV8", kind: "tv" },
  { name: "Kanal 7", kind: "tv" }, { name: "TLC", kind: "tv" }, { name: "Beyaz TV", kind: "tv" }, { name: "TV 360", kind: "tv" },
  { name: "Netflix", kind: "streaming" }, { name: "Disney+", kind: "streaming" }, { name: "Exxen", kind: "streaming" },
  { name: "BluTV", kind: "streaming" }, { name: "Gain", kind: "streaming" }, { name: "Tabii", kind: "streaming" },
  { name: "Amazon Prime Video", kind: "streaming" }, { name: "puhutv", kind: "streaming" },
];

// ---------------------------------------------------------------------------------------------
// SQL text helpers (every value below is a constant of this file or a validated integer)

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

function textArray(values: readonly string[]): string {
  return `array[${values.map(literal).join(", ")}]::text[]`;
}

// ---------------------------------------------------------------------------------------------
// The statements, in order

interface Bases {
  show: number;
  person: number;
}

/**
 * Deterministic "random" helpers, created inside the seeding transaction and dropped at its end
 * (a failed run rolls them back with everything else).
 */
const CREATE_HELPERS = [
  `create function dz_seed_rand(n bigint, salt integer) returns double precision
     language sql immutable parallel safe strict
     return (hashint8(n * 1000003 + salt) & 2147483647)::double precision / 2147483648.0`,
  `create function dz_seed_pick(choices text[], n bigint, salt integer) returns text
     language sql immutable parallel safe strict
     return choices[1 + floor(dz_seed_rand(n, salt) * cardinality(choices))::integer]`,
];
const DROP_HELPERS = ["drop function dz_seed_pick(text[], bigint, integer)", "drop function dz_seed_rand(bigint, integer)"];

function networksSql(): string {
  const rows = NETWORKS.map((n) => `(${literal(n.name)}, ${literal(slugify(n.name))}, ${literal(n.kind)})`).join(",\n           ");
  return `
    insert into networks (name, slug, kind)
    select name, slug, kind
    from (values ${rows}) as v(name, slug, kind)
    on conflict (slug) do nothing`;
}

function showsSql(count: number, base: Bases): string {
  const networkSlugs = textArray(NETWORKS.map((n) => slugify(n.name)));
  return `
    insert into shows (slug, original_title, title, type, status, network_id, year, premiered, runtime,
                       air_time, air_days, synopsis, trackers_count, votes_count, rating_sum)
    with
      first_word as (
        select i::integer - 1 as i, tr, en, slug
        from unnest(${textArray(TITLE_FIRST.map((w) => w.tr))},
                    ${textArray(TITLE_FIRST.map((w) => w.en))},
                    ${textArray(TITLE_FIRST.map((w) => slugify(w.tr)))}) with ordinality as w(tr, en, slug, i)
      ),
      second_word as (
        select i::integer - 1 as i, tr, en, slug
        from unnest(${textArray(TITLE_SECOND.map((w) => w.tr))},
                    ${textArray(TITLE_SECOND.map((w) => w.en))},
                    ${textArray(TITLE_SECOND.map((w) => slugify(w.tr)))}) with ordinality as w(tr, en, slug, i)
      ),
      network as (
        select id, (row_number() over (order by id) - 1)::integer as i
        from networks
        where slug = any(${networkSlugs})
      ),
      draw as (
        select n,
               floor(dz_seed_rand(n, 1) * ${TITLE_FIRST.length})::integer as first_i,
               floor(dz_seed_rand(n, 2) * ${TITLE_SECOND.length})::integer as second_i,
               floor(dz_seed_rand(n, 3) * ${NETWORKS.length})::integer as network_i,
               case when dz_seed_rand(n, 4) < 0.55 then 'primetime'
                    when dz_seed_rand(n, 4) < 0.80 then 'daily'
                    else 'digital' end as type,
               1990 + floor(dz_seed_rand(n, 5) * 37)::integer as year,            -- 1990 … 2026
               floor(dz_seed_rand(n, 6) * 365)::integer as premiere_day,
               -- Popularity is log-uniform: most shows have a few hundred trackers, a few have 100k+.
               floor(exp(dz_seed_rand(n, 7) * ln(250000)))::integer - 1 as trackers,
               dz_seed_rand(n, 8) as votes_draw,
               1.5 + dz_seed_rand(n, 9) * 3.5 as mean_rating,
               dz_seed_pick(${textArray(CITIES)}, n, 10) as city,
               floor(dz_seed_rand(n, 11) * ${SYNOPSIS.length})::integer + 1 as synopsis_i
        from generate_series(${base.show + 1}, ${base.show + count}) as n
      ),
      titled as (
        select d.*,
               f.tr || ' ' || s.tr as original_title,
               f.en || ' ' || s.en as title,
               f.slug || '-' || s.slug || '-' || d.n as slug,
               -- Votes: a quarter of the shows have none, the others 5–35 % of their trackers.
               case when d.votes_draw < 0.25 then 0 else floor(d.trackers * (0.05 + d.votes_draw * 0.3))::integer end as votes
        from draw d
        join first_word f on f.i = d.first_i
        join second_word s on s.i = d.second_i
      )
    select t.slug,
           t.original_title,
           t.title,
           t.type,
           dz_seed_pick(${textArray(STATUS_BAG)}, t.n, 12),
           network.id,
           t.year,
           make_date(t.year, 1, 1) + t.premiere_day,
           case t.type when 'primetime' then 120 + floor(dz_seed_rand(t.n, 13) * 31)
                       when 'daily' then 45 + floor(dz_seed_rand(t.n, 13) * 16)
                       else 40 + floor(dz_seed_rand(t.n, 13) * 21) end,
           dz_seed_pick(${textArray(AIR_TIMES)}, t.n, 14),
           case when t.type = 'daily' then array['mon', 'tue', 'wed', 'thu', 'fri']
                else array[dz_seed_pick(${textArray(WEEKDAYS)}, t.n, 15)] end,
           jsonb_build_object(
             'en', format((${textArray(SYNOPSIS.map((s) => s.en))})[t.synopsis_i], t.title, t.city),
             'tr', format((${textArray(SYNOPSIS.map((s) => s.tr))})[t.synopsis_i], t.original_title, t.city)),
           t.trackers,
           t.votes,
           round((t.votes * t.mean_rating)::numeric, 1)
    from titled t
    join network on network.i = t.network_i
    order by t.n`;
}

/** One to three genres per show, drawn without repeats. */
function showGenresSql(base: Bases): string {
  return `
    insert into show_genres (show_id, genre_id)
    select s.id, picked.id
    from shows s
    cross join lateral (
      select g.id
      from genres g
      order by dz_seed_rand(s.id * 64 + g.id, 20)
      limit 1 + floor(dz_seed_rand(s.id, 21) * 3)::integer
    ) as picked
    where s.id > ${base.show}
    on conflict do nothing`;
}

/** One to six seasons per show (fewer more often), one a year from the premiere, none after 2027. */
function seasonsSql(base: Bases): string {
  return `
    insert into seasons (show_id, number, premiered)
    select s.id, k, s.premiered + (k - 1) * 365
    from shows s
    cross join lateral generate_series(
      1, least(1 + floor(power(dz_seed_rand(s.id, 30), 2) * 6)::integer, 2027 - s.year)) as k
    where s.id > ${base.show}
    order by s.id, k`;
}

/**
 * Exactly `total` episodes shared among the new seasons by weight (a daily show's season weighs
 * three times a weekly one's). Weekly shows air every 7 days, daily ones on weekdays; the Turkish
 * broadcast time is turned into an instant at UTC+3, and nothing airs after 2027.
 */
function episodesSql(total: number, base: Bases): string {
  return `
    insert into episodes (show_id, season_id, season_number, number, title, airs_at, runtime)
    with
      weighted as (
        select se.id, se.show_id, se.number as season_number, se.premiered, sh.type, sh.air_time, sh.runtime,
               (0.5 + dz_seed_rand(se.id, 40)) * (case when sh.type = 'daily' then 3 else 1 end) as weight
        from seasons se
        join shows sh on sh.id = se.show_id
        where sh.id > ${base.show}
      ),
      shared as (
        select *,
               floor(${total} * weight / sum(weight) over ())::integer as base_count,
               row_number() over (order by id) as rn
        from weighted
      ),
      sized as (
        -- The floors add up to at most the total; the first seasons get one more to reach it.
        select *, base_count + (case when rn <= ${total} - sum(base_count) over () then 1 else 0 end) as episode_count
        from shared
      )
    select z.show_id,
           z.id,
           z.season_number,
           e,
           e || '. Bölüm',
           least(
             ((z.premiered + case when z.type = 'daily' then (e - 1) + 2 * ((e - 1) / 5) else (e - 1) * 7 end)
               + z.air_time::time - interval '3 hours') at time zone 'UTC',
             timestamptz '2027-12-31 17:00:00+00'),
           z.runtime
    from sized z
    cross join lateral generate_series(1, z.episode_count) as e
    order by z.id, e`;
}

function peopleSql(count: number, base: Bases): string {
  return `
    insert into people (slug, name, birthday, birthplace, known_for, gender)
    with draw as (
      select n,
             case when dz_seed_rand(n, 50) < 0.5 then 'female' else 'male' end as gender,
             floor(dz_seed_rand(n, 51) * ${FEMALE_NAMES.length})::integer + 1 as first_i,
             floor(dz_seed_rand(n, 52) * ${SURNAMES.length})::integer + 1 as last_i,
             dz_seed_rand(n, 53) as job_draw
      from generate_series(${base.person + 1}, ${base.person + count}) as n
    ),
    named as (
      select d.*,
             case d.gender when 'female' then (${textArray(FEMALE_NAMES)})[d.first_i]
                           else (${textArray(MALE_NAMES)})[d.first_i] end as first_name,
             case d.gender when 'female' then (${textArray(FEMALE_NAMES.map(slugify))})[d.first_i]
                           else (${textArray(MALE_NAMES.map(slugify))})[d.first_i] end as first_slug,
             (${textArray(SURNAMES)})[d.last_i] as last_name,
             (${textArray(SURNAMES.map(slugify))})[d.last_i] as last_slug
      from draw d
    )
    select first_slug || '-' || last_slug || '-' || n,
           first_name || ' ' || last_name,
           case when dz_seed_rand(n, 54) < 0.05 then null                         -- 5 % without a birthday
                else date '1940-01-01' + floor(dz_seed_rand(n, 55) * 65 * 365)::integer end,
           dz_seed_pick(${textArray(CITIES)}, n, 56),
           case when job_draw < 0.80 then 'acting'
                when job_draw < 0.87 then 'directing'
                when job_draw < 0.94 then 'writing'
                when job_draw < 0.98 then 'production'
                else 'music' end,
           gender
    from named
    order by n`;
}

/** 4–12 cast credits (actors) and 2–6 crew credits (everyone else) per show. */
function creditsSql(base: Bases): string {
  return `
    insert into credits (show_id, person_id, kind, character, role, position)
    with
      actor as (
        select id, (row_number() over (order by id) - 1)::integer as i from people
        where id > ${base.person} and known_for = 'acting'
      ),
      crew_member as (
        select id, (row_number() over (order by id) - 1)::integer as i from people
        where id > ${base.person} and known_for <> 'acting'
      ),
      cast_slot as (
        select s.id as show_id, k,
               floor(dz_seed_rand(s.id * 64 + k, 60) * (select count(*) from actor))::integer as person_i
        from shows s
        cross join lateral generate_series(1, 4 + floor(dz_seed_rand(s.id, 61) * 9)::integer) as k
        where s.id > ${base.show}
      ),
      crew_slot as (
        select s.id as show_id, k,
               floor(dz_seed_rand(s.id * 64 + k, 62) * (select count(*) from crew_member))::integer as person_i
        from shows s
        cross join lateral generate_series(1, 2 + floor(dz_seed_rand(s.id, 63) * 5)::integer) as k
        where s.id > ${base.show}
      )
    select c.show_id, actor.id, 'cast',
           dz_seed_pick(${textArray([...FEMALE_NAMES, ...MALE_NAMES])}, c.show_id * 64 + c.k, 64), null, c.k - 1
    from cast_slot c join actor on actor.i = c.person_i
    union all
    select c.show_id, crew_member.id, 'crew',
           null, dz_seed_pick(${textArray(CREW_ROLES)}, c.show_id * 64 + c.k, 65), c.k - 1
    from crew_slot c join crew_member on crew_member.i = c.person_i
    order by 1, 3, 6`;
}

/** The last 14 days (Istanbul dates, UTC+3) of activity for about a fifth of the shows. */
function activitySql(base: Bases): string {
  return `
    insert into show_activity_daily (show_id, day, score)
    select s.id,
           ((now() at time zone 'UTC') + interval '3 hours')::date - d,
           1 + floor(dz_seed_rand(s.id * 16 + d, 71) * (5 + s.trackers_count / 500.0))::integer
    from shows s
    cross join generate_series(0, 13) as d
    where s.id > ${base.show} and dz_seed_rand(s.id, 70) < 0.2
    on conflict do nothing`;
}

/** Password of every generated user (they are fans "fan<n>" with address fan<n>@example.test). */
const USER_PASSWORD = "dizilog-bench";
/** Countries of the generated users, weighted by repetition (ISO 3166-1 alpha-2). */
const USER_COUNTRIES = [...Array<string>(8).fill("TR"), "AZ", "DE", "NL", "GB", "US", "FR", "ES", "AR", "MX", "BR", "GR", "BG", "IT", "PK", "SA", "EG"];
/** The columns usersSql fills; a required column outside this list means the schema moved on. */
const USER_COLUMNS = ["name", "username", "slug", "email", "email_verified_at", "password_hash", "country", "birthday", "time_zone", "locale", "is_onboarded"];

/** Verified, onboarded fans with Turkish names; tracking, ratings … are not generated yet. */
function usersSql(count: number, base: number, passwordHash: string): string {
  return `
    insert into users (${USER_COLUMNS.join(", ")})
    select (case when dz_seed_rand(n, 80) < 0.6 then dz_seed_pick(${textArray(FEMALE_NAMES)}, n, 81)
                 else dz_seed_pick(${textArray(MALE_NAMES)}, n, 81) end) || ' ' || dz_seed_pick(${textArray(SURNAMES)}, n, 82),
           'fan' || n,
           'fan' || n,
           'fan' || n || '@example.test',
           now(),
           ${literal(passwordHash)},
           dz_seed_pick(${textArray(USER_COUNTRIES)}, n, 83),
           case when dz_seed_rand(n, 84) < 0.3 then null
                else date '1960-01-01' + floor(dz_seed_rand(n, 85) * 45 * 365)::integer end,
           'Europe/Istanbul',
           case when dz_seed_rand(n, 86) < 0.7 then 'tr' else 'en' end,
           true
    from generate_series(${base + 1}, ${base + count}) as n
    order by n
    on conflict do nothing`;
}

// ---------------------------------------------------------------------------------------------
// Running it

interface Step {
  label: string;
  rows: number;
  seconds: number;
}

interface SeedScaleResult {
  target: string;
  kind: Database["kind"];
  dataDir: string | undefined;
  created: Record<string, number>;
  totals: { shows: number; episodes: number; people: number };
  users: string;
  seconds: number;
}

async function scalar(database: Database, text: string): Promise<number> {
  const { rows } = await database.query<{ n: string | number | null }>(text);
  return Number(rows[0]?.n ?? 0);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(database url)";
  }
}

async function seedScale(options: Options, log: (line: string) => void = console.log): Promise<SeedScaleResult> {
  const started = performance.now();
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "dizilog-scale-"))));
  const target = options.databaseUrl ? `PostgreSQL ${redact(options.databaseUrl)}` : `embedded PGlite in ${path.resolve(dataDir!)}`;
  log(`seed-scale: ${options.shows.toLocaleString("en-US")} shows, ${options.episodes.toLocaleString("en-US")} episodes, ${options.people.toLocaleString("en-US")} people → ${target}`);

  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir, poolSize: 2 });
  try {
    await database.migrate();
    await seedGenres(database.db);

    const base: Bases = {
      show: await scalar(database, "select coalesce(max(id), 0) as n from shows"),
      person: await scalar(database, "select coalesce(max(id), 0) as n from people"),
    };
    if (base.show > 0) log(`  the catalog already holds shows (highest id ${base.show}); the new ones are added after them`);

    // Accounts: generated when the users table exists and needs no column this script does not fill.
    let users = options.users === 0 ? "none asked" : "";
    let userBase = 0;
    let passwordHash = "";
    if (options.users > 0) {
      const required = (
        await database.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = 'public' and table_name = 'users' and is_nullable = 'NO'
             and column_default is null and is_generated = 'NEVER' and is_identity = 'NO'`,
        )
      ).rows.map((r) => r.column_name);
      const tableExists = (await scalar(database, "select count(*) as n from pg_tables where schemaname = 'public' and tablename = 'users'")) > 0;
      const unknown = required.filter((c) => !USER_COLUMNS.includes(c));
      if (!tableExists) users = `${options.users.toLocaleString("en-US")} asked: not applicable (no accounts tables yet)`;
      else if (unknown.length) users = `${options.users.toLocaleString("en-US")} asked: not generated (users needs ${unknown.join(", ")}, unknown to this script)`;
      else {
        userBase = await scalar(database, "select coalesce(max(id), 0) as n from users");
        passwordHash = await hashPassword(USER_PASSWORD);
      }
    }

    const steps: Step[] = [];
    const created: Record<string, number> = {};
    await database.db.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      const count = async (text: string) => {
        const result = (await tx.execute(sql.raw(text))) as unknown as { rows: { n: string | number }[] };
        return Number(result.rows[0]?.n ?? 0);
      };
      const step = async (label: string, key: string, text: string | undefined, counter: string) => {
        const t0 = performance.now();
        if (text) await run(text);
        const rows = await count(counter);
        const seconds = (performance.now() - t0) / 1000;
        created[key] = rows;
        steps.push({ label, rows, seconds });
        log(`  ${label.padEnd(22)} ${rows.toLocaleString("en-US").padStart(10)}   ${seconds.toFixed(1).padStart(6)} s`);
      };

      for (const text of CREATE_HELPERS) await run(text);
      await step("networks (total)", "networks", networksSql(), "select count(*) as n from networks");
      if (options.shows > 0) {
        await step("shows", "shows", showsSql(options.shows, base), `select count(*) as n from shows where id > ${base.show}`);
        await step("genres of shows", "showGenres", showGenresSql(base), `select count(*) as n from show_genres where show_id > ${base.show}`);
        await step("seasons", "seasons", seasonsSql(base), `select count(*) as n from seasons where show_id > ${base.show}`);
        await step(
          "episodes",
          "episodes",
          options.episodes > 0 ? episodesSql(options.episodes, base) : undefined,
          `select count(*) as n from episodes where show_id > ${base.show}`,
        );
      }
      if (options.people > 0) {
        await step("people", "people", peopleSql(options.people, base), `select count(*) as n from people where id > ${base.person}`);
      }
      if (options.shows > 0 && options.people > 0) {
        await step("credits", "credits", creditsSql(base), `select count(*) as n from credits where show_id > ${base.show}`);
      }
      if (options.shows > 0) {
        await step(
          "activity (14 days)",
          "activityRows",
          activitySql(base),
          `select count(*) as n from show_activity_daily where show_id > ${base.show}`,
        );
      }
      if (passwordHash) {
        await step("users", "users", usersSql(options.users, userBase, passwordHash), `select count(*) as n from users where id > ${userBase}`);
        users = `${(created.users ?? 0).toLocaleString("en-US")} fans (fan<n>@example.test, password "${USER_PASSWORD}"); tracking not generated`;
      }
      for (const text of DROP_HELPERS) await run(text);
    });

    const t0 = performance.now();
    const analyzed = ["networks", "genres", "shows", "show_genres", "seasons", "episodes", "people", "credits", "show_activity_daily"];
    if (created.users) analyzed.push("users");
    await database.exec(`analyze ${analyzed.join(", ")}`);
    log(`  ${"analyze".padEnd(22)} ${"".padStart(10)}   ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);

    log(`  users: ${users}`);

    const totals = {
      shows: await scalar(database, "select count(*) as n from shows"),
      episodes: await scalar(database, "select count(*) as n from episodes"),
      people: await scalar(database, "select count(*) as n from people"),
    };
    const seconds = (performance.now() - started) / 1000;
    log(
      `seed-scale: done in ${seconds.toFixed(1)} s; the database now holds ${totals.shows.toLocaleString("en-US")} shows, ` +
        `${totals.episodes.toLocaleString("en-US")} episodes, ${totals.people.toLocaleString("en-US")} people`,
    );
    if (dataDir) log(`  serve it with: DATA_DIR=${path.resolve(dataDir)} npm start`);
    return { target, kind: database.kind, dataDir: dataDir && path.resolve(dataDir), created, totals, users, seconds };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2).filter((a) => a !== "--"));
  const result = await seedScale(options, options.json ? (line) => console.error(line) : console.log);
  if (options.json) console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
