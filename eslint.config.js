import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import featureCycles from "./apps/web/scripts/eslint-no-feature-cycle.mjs";

/**
 * The server's import direction, one rule set per folder: each layer lists what it must not
 * import. routes → services → repositories → db; presenters, policies, domain and lib below as
 * docs/ARCHITECTURE.md draws them. A wrong-way import is an error, never a warning.
 */
function serverLayers() {
  const src = "apps/server/src";
  const ban = (group, message) => ({ group, message });
  const noSql = [
    ban(["**/db/schema", "**/db/schema/*"], "SQL lives in repositories: call a repository function instead of using the tables here."),
    ban(["drizzle-orm", "drizzle-orm/*"], "SQL lives in repositories: call a repository function instead of building queries here."),
  ];
  const noRoutes = ban(["**/routes/*", "**/routes/**"], "Nothing imports a route: routes are the top layer.");
  const noHttp = ban(["**/http/*", "**/auth/auth-plugin*"], "Only routes and the app speak HTTP.");
  const noServices = ban(["**/services/*", "**/auth/*.service*"], "Services are above this layer: return rows and let the caller call the service.");
  const noPresenters = ban(["**/presenters/*"], "Routes present: a service or repository returns rows, never JSON.");
  const noPolicies = ban(["**/policies/*"], "Policies are above repositories: the service authorizes.");
  const noContext = ban(["**/context*"], "Repositories take an Executor, not the request's Ctx.");
  const noItems = ban(["**/items/*"], "The item kinds (items/) sit beside the services: they read policies and repositories, not the other way round.");
  const upperLayers = ["**/routes/*", "**/services/*", "**/items/*", "**/presenters/*", "**/policies/*", "**/repositories/*", "**/auth/*", "**/http/*", "**/context*", "**/jobs/*", "**/mail/*", "**/storage/*", "**/integrations/*", "**/events/*", "**/db/*"];
  const layer = (files, patterns) => ({
    files: files.map((f) => `${src}/${f}`),
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  });
  return [
    layer(["routes/**/*.ts"], [...noSql]),
    layer(["services/**/*.ts", "auth/*.service.ts"], [...noSql, noRoutes, noHttp, noPresenters]),
    // One descriptor per kind of item (decision 0031): loaded through repositories, seen through its policy; services read them.
    layer(["items/**/*.ts"], [...noSql, noRoutes, noHttp, noPresenters, noServices]),
    layer(["presenters/**/*.ts"], [...noSql, noRoutes, noHttp, { ...noServices, allowTypeImports: true }]),
    layer(["policies/**/*.ts"], [...noSql, noRoutes, noHttp, noServices, noPresenters, noItems]),
    layer(["repositories/**/*.ts", "auth/*.repository.ts"], [noRoutes, noHttp, noServices, noPresenters, noPolicies, noContext, noItems]),
    // The pieces beside the services orchestrate (parse, match, batch, hold the transaction); every
    // statement they run is a repository function, so that SQL lives in repositories only.
    layer(["integrations/**/*.ts", "seed/**/*.ts", "mail/**/*.ts", "storage/**/*.ts", "events/**/*.ts", "jobs/**/*.ts"], [...noSql, noRoutes, noHttp]),
    layer(["domain/**/*.ts", "lib/**/*.ts"], [ban(upperLayers, "domain/ and lib/ are the bottom: pure code that imports only domain/, lib/ and packages.")]),
    // The realtime hub and the web push client are pieces like lib/: they import domain/, lib/ and packages only.
    layer(["realtime/**/*.ts", "push/**/*.ts"], [ban(upperLayers, "realtime/ and push/ sit beside lib/: they import only domain/, lib/ and packages.")]),
    layer(["db/**/*.ts"], [noRoutes, noHttp, noServices, noPresenters, noPolicies, noContext, ban(["**/repositories/*"], "db/ holds the schema and the connection only.")]),
  ];
}

/**
 * The client's layers, as Feature-Sliced Design draws them (docs/ARCHITECTURE.md "Client", decision
 * 36): app → pages → widgets → features → entities → ui/lib/i18n. Each folder lists what it must not
 * import; a feature or an entity is reached through its public index.ts; features must not import
 * each other in a circle (dizilog/no-feature-cycle). Import strings are read as written: features
 * and entities are one folder deep, so "../<name>/<file>" is always another slice's inner file.
 */
function webLayers() {
  const web = "apps/web/src";
  const ban = (regex, message) => ({ regex, message });
  const innerOfSibling = (layer) => ban("^\\.\\./(?!\\.\\.?/)[^/]+/.+", `Import another ${layer} through its public index.ts ("../<name>"), or move the shared piece down.`);
  const innerOf = (up, layer) => ban(`^${up}${layer}/[^/]+/.+`, `Import ${layer}/<name> through its public index.ts, not its inner files.`);
  const above = (up, layers, message) => ban(`^${up}(${layers.join("|")})(/|$)`, message);
  const layer = (files, patterns) => ({
    files: files.map((f) => `${web}/${f}`),
    rules: { "no-restricted-imports": ["error", { patterns }] },
  });
  return [
    layer(["features/**/*.{ts,tsx}"], [
      innerOfSibling("feature"),
      above("(\\.\\./){2,}", ["pages", "layout", "app", "widgets"], "Features do not import widgets/, pages/, layout/ or app/: those compose features, not the other way round."),
      ban("^(\\.\\./){2,}features/", "Import another feature through its public index.ts (\"../<feature>\")."),
      innerOf("(\\.\\./){2}", "entities"),
    ]),
    layer(["entities/**/*.{ts,tsx}"], [
      innerOfSibling("entity"),
      above("(\\.\\./){2,}", ["features", "widgets", "pages", "layout", "app"], "Entities sit under the features: an entity imports other entities' indexes, ui/, lib/ and i18n/ only (a card takes a feature's action as a prop)."),
    ]),
    layer(["widgets/**/*.{ts,tsx}"], [
      above("\\.\\./", ["pages", "layout", "app"], "Widgets compose features and entities; pages, layout and app compose widgets."),
      innerOf("\\.\\./", "features"),
      innerOf("\\.\\./", "entities"),
    ]),
    layer(["ui/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "i18n/**/*.{ts,tsx}"], [
      above("\\.\\./", ["features", "entities", "widgets", "pages", "layout", "app"], "ui/, lib/ and i18n/ are the bottom layer: they import only each other and packages."),
    ]),
    {
      files: [`${web}/features/**/*.{ts,tsx}`],
      plugins: { dizilog: featureCycles },
      rules: { "dizilog/no-feature-cycle": "error" },
    },
  ];
}

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-server/**", "**/node_modules/**", "**/data/**", "**/.data-*/**", "apps/server/drizzle/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  // ---- Server: type-aware rules and one-way layers (docs/ARCHITECTURE.md "Server layers") ----------
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ["apps/server/**/*.ts"] })),
  {
    files: ["apps/server/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify route handlers and hooks are async functions passed where Fastify accepts promises;
      // the rule cannot see that and flags every `app.get(…, async …)`.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false, properties: false } }],
      // Drizzle's `sql<T>` results and zod's `z.infer` of recursive schemas are typed `any` in a few
      // deliberate places (raw rows of set-based SQL read through a declared row type); the unsafe-*
      // family would flag each access of such a row rather than the one cast that types it.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // Fastify hooks are written `async (request) => { requireAuth(request) }`: Fastify takes a
      // promise-returning hook or a callback one, and the async form is the one without `done`.
      // Test fakes implement async interfaces the same way.
      "@typescript-eslint/require-await": "off",
      // `db.execute()` answers the driver-neutral `PgQueryResultHKT`, and light-my-request's
      // `res.json()` answers `any`: a cast is how both are typed, and the rule's `json<T>()`
      // suggestion is the same unchecked assertion written differently.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
    },
  },
  ...serverLayers(),
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // The query hooks come from lib/query.ts, which makes them wait for their answer in the
      // server's render (decision 0039); TanStack's own would leave a page's data out of its HTML.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useQuery", "useInfiniteQuery", "useSuspenseQuery", "useQueries"],
              message: "Use useQuery / useInfiniteQuery from lib/query.ts: they wait for their answer when the page is drawn on the server.",
              allowTypeImports: true,
            },
            {
              name: "react-i18next",
              importNames: ["useTranslation"],
              message: "Use useTranslation from lib/use-translation.ts: react-i18next's copies the i18next instance for every component it renders.",
            },
          ],
        },
      ],
    },
  },
  { files: ["apps/web/src/lib/query.ts"], rules: { "@typescript-eslint/no-restricted-imports": "off" } },
  ...webLayers(),
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: globals.browser, sourceType: "script" },
  },
);
