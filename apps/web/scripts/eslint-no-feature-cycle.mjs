/*
 * The lint rule `dizilog/no-feature-cycle`: a feature may import another feature only when that one
 * does not import it back, directly or through others — features stand side by side or one on the
 * other, never in a circle. The graph is read from the files on disk (once per lint run); the
 * import being linted closes the circle it would make.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { folderGraph, folderOf, pathBetween, resolveImport } from "./folder-graph.mjs";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
let graph;

/** The feature a path is in ("features/x"), or undefined. */
function featureOf(file) {
  const folder = file && folderOf(src, file);
  return folder?.startsWith("features/") ? folder : undefined;
}

/** The feature an import names: a relative path to a file or folder of another feature. */
function importedFeature(filename, spec) {
  const file = resolveImport(filename, spec) ?? resolve(dirname(filename), spec);
  return featureOf(file);
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Refuses an import between features that closes a cycle of features." },
    schema: [],
    messages: {
      cycle: "{{from}} imports {{to}}, which imports {{from}} back ({{path}}): features must not depend on each other in a circle. Move the shared piece down to entities/, ui/ or lib/, or compose the two in a widget.",
    },
  },
  create(context) {
    const filename = context.filename;
    const from = featureOf(filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const to = importedFeature(filename, spec);
      if (!to || to === from) return;
      graph ??= folderGraph(src);
      const back = pathBetween(graph, to, from);
      if (back) context.report({ node: node.source, messageId: "cycle", data: { from, to, path: [from, ...back].join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { "no-feature-cycle": rule } };
