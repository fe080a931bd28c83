/**
 * Props checked when the campaign is built. A node whose props read no binding receives the same props on every
 * render, so the build does once what the page would do on each: it migrates them from the node's props version
 * and applies its widget's schema (defaults in). The compiled definition holds the result, and the module lists
 * those nodes (`checked`: paths of indexes through `page` and `children`, e.g. `0.2`). The page takes their props
 * as they are, with the URL rule applied (engine/react/render/prepareProps.ts), and builds no schema for them.
 * A node whose checked props would not survive being written as JSON (a value that is not plain data) is left to
 * the page.
 */
import * as z from 'zod/mini';
import { collectBindings } from '../core/bindings';
import { migrateProps } from '../core/props-migrations';
import type { CampaignDefinition, PageNode, WidgetRegistry } from '../core/types';

/** True for data that JSON writes and reads back as it is (undefined in an object is read back as absent). */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => v !== undefined && isPlainData(v, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as Record<string, unknown>).every((v) => v === undefined || isPlainData(v, depth + 1));
}

/** The props the page would give the node's widget, when they depend on nothing but the node. */
function finalProps(node: PageNode, registry: WidgetRegistry): Record<string, unknown> | undefined {
  const def = registry.get(node.type);
  const written = node.props ?? {};
  if (!def || collectBindings(written, '').length > 0) return undefined;
  const migrated = migrateProps(def, written, node.version ?? def.version);
  if (!migrated.ok) return undefined;
  const parsed = z.safeParse(def.props, migrated.props);
  if (!parsed.success || !isPlainData(parsed.data) || Array.isArray(parsed.data) || parsed.data === null || typeof parsed.data !== 'object') return undefined;
  return parsed.data as Record<string, unknown>;
}

/** The definition with the props of each node that reads no binding checked, and the paths of those nodes. */
export function checkPropsAtBuild(definition: CampaignDefinition, registry: WidgetRegistry): { definition: CampaignDefinition; checked: string[] } {
  const checked: string[] = [];
  const visit = (node: PageNode, path: string): PageNode => {
    const out: PageNode = { ...node };
    if (node.children) out.children = node.children.map((child, i) => visit(child, `${path}.${i}`));
    const props = finalProps(node, registry);
    if (props) {
      out.props = props;
      delete out.version;
      checked.push(path);
    }
    return out;
  };
  return { definition: { ...definition, page: definition.page.map((node, i) => visit(node, String(i))) }, checked };
}
