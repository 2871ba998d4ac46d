import type { Rule } from 'eslint';

declare const plugin: {
  rules: Record<'client-imports' | 'client-fetch' | 'env-access' | 'locale-prefix', Rule.RuleModule>;
};
export default plugin;
