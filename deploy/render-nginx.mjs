// Renders the repository's nginx.conf for one machine. The template holds ${UPPER_CASE}
// placeholders for ports and folders only; everything else in it is used as written.
//
//   NGINX_LISTEN=127.0.0.1:8088 RUNTIME_DIR=/run/marketplace-nginx WEB_ROOT=... REMOTES_ROOT=... \
//   API_UPSTREAMS=127.0.0.1:8081,127.0.0.1:8082 node deploy/render-nginx.mjs --out /etc/marketplace/nginx.conf [--check]
//
// envsubst is not everywhere (and would also eat nginx's own $variables), hence this script:
// it replaces only ${NAME} with NAME in upper case, outside comments (so the template's own notes
// stay as written), fails on any placeholder without a value,
// repeats a line whose placeholder holds a list once per item, and creates the runtime folders
// nginx needs. --check runs `nginx -t` on the result.
//
// TLS: NGINX_TLS=on (the default) keeps the template's lines that end in "#@tls" (the HTTPS server
// on NGINX_TLS_LISTEN with TLS_CERTIFICATE and TLS_CERTIFICATE_KEY, the redirect, HSTS) and drops
// those ending in "#@plain"; NGINX_TLS=off does the reverse, for loopback tests or TLS ended by a
// load balancer in front.
//
// Brotli: lines ending in "#@brotli" (load_module, brotli_static) are kept only when the brotli
// static module exists (NGINX_BROTLI_STATIC_MODULE, default Debian's libnginx-mod-http-brotli-static
// file; "off" drops them). Without it nginx still sends the build's .gz files (gzip_static).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_TEMPLATE = path.join(REPO_ROOT, 'nginx.conf');

/** Placeholders that name folders: made absolute, since nginx resolves relative ones elsewhere. */
const FOLDER_VARIABLES = new Set(['RUNTIME_DIR', 'WEB_ROOT', 'REMOTES_ROOT']);
/** Placeholders that hold a list (comma-separated in the environment). */
const LIST_VARIABLES = new Set(['API_UPSTREAMS']);
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;
/** Characters that would end or split an nginx directive if they reached the rendered file. */
const UNSAFE = /[\s;{}'"#$\\]/;

class RenderError extends Error {}

const MODE_MARKER = /\s+#@(tls|plain|brotli)\s*$/;

/** The visitor buckets of split_clients, '00' to '99', one line of 1 % each (canary releases). */
const VISITOR_BUCKETS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** Where Debian's libnginx-mod-http-brotli-static puts the module nginx loads. */
const DEBIAN_BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The template's lines for one TLS mode and brotli availability, markers removed. */
function linesForMode(lines, { tls, brotli }) {
  const keep = { tls, plain: !tls, brotli };
  return lines.flatMap((line) => {
    const marker = MODE_MARKER.exec(line)?.[1];
    if (marker === undefined) return [line];
    return keep[marker] ? [line.replace(MODE_MARKER, '')] : [];
  });
}

/**
 * BROTLI_STATIC_MODULE: the module file to load for the "#@brotli" lines (brotli_static serves
 * the build's .br files). NGINX_BROTLI_STATIC_MODULE names it, "off" drops those lines; unset, the
 * Debian module is used when installed, so a machine without it still gets a working conf (gzip).
 */
function withBrotliValue(values, moduleExists) {
  const given = values.NGINX_BROTLI_STATIC_MODULE;
  if (given === 'off') return undefined;
  const file = given || DEBIAN_BROTLI_STATIC_MODULE;
  if (moduleExists(file)) return file;
  if (given) throw new RenderError(`NGINX_BROTLI_STATIC_MODULE ${given} does not exist`);
  return undefined;
}

/** NGINX_TLS as a boolean (default on), and TLS_PORT derived from NGINX_TLS_LISTEN. */
function withTlsValues(values) {
  const mode = (values.NGINX_TLS ?? 'on').toLowerCase();
  if (mode !== 'on' && mode !== 'off') {
    throw new RenderError(`NGINX_TLS must be on or off (got ${JSON.stringify(values.NGINX_TLS)})`);
  }
  const port = /(?:^|:)(\d{1,5})$/.exec(values.NGINX_TLS_LISTEN ?? '')?.[1];
  return { tls: mode === 'on', values: port ? { ...values, TLS_PORT: port } : values };
}

/**
 * Replaces each ${NAME} of `template` with `values[NAME]`. A list value repeats its line once per
 * item. Throws a RenderError naming every placeholder without a value and every unsafe value.
 */
function renderTemplate(template, givenValues, { moduleExists = existsSync } = {}) {
  const problems = [];
  const isComment = (line) => line.trimStart().startsWith('#');
  const { tls, values: tlsValues } = withTlsValues(givenValues);
  const brotliModule = withBrotliValue(tlsValues, moduleExists);
  const derived = { ...tlsValues, VISITOR_BUCKETS };
  const values = brotliModule ? { ...derived, BROTLI_STATIC_MODULE: brotliModule } : derived;
  const lines = linesForMode(template.split('\n'), { tls, brotli: brotliModule !== undefined });
  const used = new Set(
    lines
      .filter((line) => !isComment(line))
      .flatMap((line) => [...line.matchAll(PLACEHOLDER)].map((m) => m[1])),
  );
  for (const name of used) {
    const value = values[name];
    const items = Array.isArray(value) ? value : [value];
    if (value === undefined || value === '' || items.length === 0) {
      problems.push(`${name} has no value`);
    } else if (items.some((item) => typeof item !== 'string' || item === '' || UNSAFE.test(item))) {
      problems.push(
        `${name} has an empty or unsafe value (no spaces, quotes, ; { } # $ \\): ${JSON.stringify(value)}`,
      );
    }
  }
  if (problems.length > 0)
    throw new RenderError(`cannot render nginx.conf: ${problems.join('; ')}`);

  return lines
    .flatMap((line) => {
      if (isComment(line)) return [line];
      const lists = [...line.matchAll(PLACEHOLDER)]
        .map((m) => m[1])
        .filter((n) => Array.isArray(values[n]));
      if (lists.length > 1) throw new RenderError(`one line holds two lists: ${lists.join(', ')}`);
      const expand = (item) =>
        line.replace(PLACEHOLDER, (_, name) => (name === lists[0] ? item : values[name]));
      return lists.length === 1 ? values[lists[0]].map(expand) : [expand(undefined)];
    })
    .join('\n');
}

/** Reads the values from an environment-like object: folders made absolute, lists split. */
export function valuesFromEnv(env) {
  const values = {};
  for (const [name, raw] of Object.entries(env)) {
    if (raw === undefined || !/^[A-Z][A-Z0-9_]*$/.test(name)) continue;
    if (LIST_VARIABLES.has(name)) {
      values[name] = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else if (FOLDER_VARIABLES.has(name)) {
      values[name] = raw === '' ? '' : path.resolve(raw);
    } else {
      values[name] = raw;
    }
  }
  return values;
}

/**
 * Renders `template` (default: the repository's nginx.conf) to `out` and creates the runtime
 * folders (logs, temp files) under RUNTIME_DIR. Returns the rendered text.
 */
export function renderNginxConfig({ values, out, template = DEFAULT_TEMPLATE }) {
  const rendered = renderTemplate(readFileSync(template, 'utf8'), values);
  if (values.RUNTIME_DIR) {
    mkdirSync(path.join(values.RUNTIME_DIR, 'logs'), { recursive: true });
    mkdirSync(path.join(values.RUNTIME_DIR, 'tmp'), { recursive: true });
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, rendered);
  return rendered;
}

/** `nginx -t` on a rendered file; returns { ok, output }. */
export function checkNginxConfig(file, { runtimeDir, nginx = 'nginx' } = {}) {
  const args = ['-t', '-c', path.resolve(file)];
  if (runtimeDir) args.unshift('-p', runtimeDir);
  const result = spawnSync(nginx, args, { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { ok: result.status === 0, output };
}

function parseArgs(argv) {
  const options = { check: false, template: DEFAULT_TEMPLATE, out: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--check') options.check = true;
    else if (arg === '--out') options.out = argv[++i];
    else if (arg === '--template') options.template = argv[++i];
    else
      throw new RenderError(`unknown argument ${arg} (use --out FILE [--template FILE] [--check])`);
  }
  if (!options.out) throw new RenderError('--out FILE is required');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const values = valuesFromEnv(process.env);
    renderNginxConfig({ values, out: options.out, template: options.template });
    console.log(`rendered ${options.out}`);
    if (options.check) {
      const { ok, output } = checkNginxConfig(options.out, { runtimeDir: values.RUNTIME_DIR });
      process.stdout.write(output);
      if (!ok) process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof RenderError ? error.message : error);
    process.exit(1);
  }
}
