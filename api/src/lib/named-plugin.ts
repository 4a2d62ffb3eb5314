/**
 * A plugin with its name. Fastify names a plugin that has none by searching every loaded module
 * for it, twice per registration; with a test runner's module registry loaded, that search of
 * the twenty-odd route plugins cost more than building the rest of the app.
 */
export function named<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), {
    value: name,
    configurable: true,
  });
  return plugin;
}
