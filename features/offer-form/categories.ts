import type { FormCategory } from './schema';

/** A node of `GET /v1/categories` (only what the form needs). */
export interface CategoryTreeNode {
  key: string;
  children?: readonly CategoryTreeNode[];
}

/** The board's category tree as the flat list the shared schema checks against (key + parent key). */
export function formCategoriesFromTree(tree: readonly CategoryTreeNode[]): FormCategory[] {
  const out: FormCategory[] = [];
  const walk = (nodes: readonly CategoryTreeNode[], parentKey: string | null) => {
    for (const node of nodes) {
      out.push({ key: node.key, parentKey });
      if (node.children?.length) walk(node.children, node.key);
    }
  };
  walk(tree, null);
  return out;
}
