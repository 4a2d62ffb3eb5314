import { ConfigError, loadConfig } from '../../src/config';

/** The ConfigError thrown for `env`, or a failure when none is thrown. */
export function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** One test per [variable, bad value]: the error names that variable and no other. */
export function itNamesEachBadVariable(cases: [variable: string, value: string][]): void {
  it.each(cases)('names %s for %p', (variable, value) => {
    expect(configError({ [variable]: value }).problems.map((p) => p.variable)).toEqual([variable]);
  });
}
