// `--import` hook for benchmarks that run server modules outside Next: `server-only` (a guard against client
// bundles) resolves to an empty module, without the react-server condition that would break next-intl.
import { register } from 'node:module';

const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
