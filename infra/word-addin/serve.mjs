// Serves the task pane (src/) for Word. Word loads add-ins over HTTPS only: by default this uses the
// localhost certificate that `npx office-addin-dev-certs install` creates and trusts
// (~/.office-addin-dev-certs), or TLS_CERT and TLS_KEY; `--http` serves plain HTTP for a browser.
//   node serve.mjs [--port 3000] [--http]
import { createServer as createHttp } from "node:http";
import { createServer as createHttps } from "node:https";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".png": "image/png",
  ".json": "application/json" };

/** Serves {root} on 127.0.0.1 at {port} (a free one by default, HTTPS with {tls}); resolves to {url, close}. */
export function serveFolder(root, port = 0, tls = null) {
  const handler = async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^([/\\])+/, "");
    if (path.startsWith("..")) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(root, path || "taskpane.html"));
      response.writeHead(200, { "Content-Type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  };
  const server = tls ? createHttps(tls, handler) : createHttp(handler);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({
    url: `${tls ? "https" : "http"}://${tls ? "localhost" : "127.0.0.1"}:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const port = Number(args[args.indexOf("--port") + 1] || 3000) || 3000;
  let tls = null;
  if (!args.includes("--http")) {
    const certs = join(homedir(), ".office-addin-dev-certs");
    try {
      tls = { cert: readFileSync(process.env.TLS_CERT ?? join(certs, "localhost.crt")),
        key: readFileSync(process.env.TLS_KEY ?? join(certs, "localhost.key")) };
    } catch (error) {
      console.error(`No TLS certificate (${error.message}). Run 'npx office-addin-dev-certs install' once, `
        + "set TLS_CERT and TLS_KEY, or pass --http for a plain browser.");
      process.exit(2);
    }
  }
  const site = await serveFolder(join(dirname(fileURLToPath(import.meta.url)), "src"), port, tls);
  console.log(`ClauseLens task pane on ${site.url}/taskpane.html (Ctrl-C stops it)`);
}
