import { createHash } from 'node:crypto';
import { transform, type Declaration, type Rule, type Selector, type SelectorComponent, type StyleSheet } from 'lightningcss';
import postcss, { type AtRule, type ChildNode, type Container, type Rule as PostcssRule } from 'postcss';

/**
 * Splits the site's stylesheet for one pre-rendered page (docs/decisions/0009): the rules that can match the
 * page's markup travel inside its HTML, the others come in a file loaded once the page is hydrated.
 *
 * A rule can match when every class, id and element name of one of its selectors occurs in the page; states
 * (`:hover`, `:focus-visible`), attributes and pseudo-elements are assumed to match, so that the page looks
 * the same whatever the visitor does before the rest arrives. Rules outside any cascade layer always travel
 * inline (there are a handful).
 *
 * The cascade stays the stylesheet's. Two rules of equal specificity are decided by their order, and a rule
 * of the rest would come after every inline rule: on an element drawn later with `hidden md:flex`, a `hidden`
 * left in the rest would beat the inline `md:flex`. So each run of consecutive rules that go to the same side
 * gets a sub-layer of its own, declared in the stylesheet's order at the top of its layer by the inline
 * part. Sub-layers are ordered by that declaration, not by which file comes first.
 *
 * lightningcss parses the selectors (the analysis); postcss cuts and prints, as lightningcss cannot print a
 * stylesheet changed in JavaScript from its own AST.
 */

export interface PageVocabulary {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
}

export interface StylesheetSplit {
  /** The rules that can match the page, with `@property`, `@keyframes` and the layers' order. */
  critical: string;
  /** Everything else; empty when the page needs every rule. */
  rest: string;
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const decodeAttribute = (value: string) => value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_whole, name: string) => HTML_ENTITIES[name] ?? '');

/** The class names, ids and element names a document's markup holds. */
export function pageVocabulary(html: string): PageVocabulary {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeAttribute(value as string).split(/\s+/)) if (name) classes.add(name);
  }
  for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) ids.add(decodeAttribute(value as string));
  for (const [, name] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) tags.add((name as string).toLowerCase());
  return { classes, ids, tags };
}

function selectorCanMatch(selector: Selector, page: PageVocabulary): boolean {
  return selector.every((component) => componentCanMatch(component, page));
}

function componentCanMatch(component: SelectorComponent, page: PageVocabulary): boolean {
  switch (component.type) {
    case 'class':
      return page.classes.has(component.name);
    case 'id':
      return page.ids.has(component.name);
    case 'type':
      return page.tags.has(component.name.toLowerCase());
    case 'pseudo-class':
      // :is(), :where(), :has() match when one of their selectors can; :not() and states are assumed to.
      if ('selectors' in component && Array.isArray(component.selectors) && component.kind !== 'not') {
        return (component.selectors as Selector[]).some((inner) => selectorCanMatch(inner, page));
      }
      return true;
    default:
      return true;
  }
}

/** Longhands compete with their shorthand: `padding-left` with `padding`, `top` with `inset`. */
function propertyFamily(declaration: Declaration): string {
  const name =
    declaration.property === 'custom'
      ? declaration.value.name
      : declaration.property === 'unparsed'
        ? declaration.value.propertyId.property
        : declaration.property;
  if (name.startsWith('--')) return name;
  if (['top', 'right', 'bottom', 'left'].includes(name)) return 'inset';
  return name.replace(/^-(webkit|moz|ms)-/, '').split('-')[0] as string;
}

interface StyleLeaf {
  /** The top-level cascade layer, '' outside any. */
  layer: string;
  selectors: Selector[];
  importantFamilies: string[];
}

/** Every style rule in the stylesheet's order, as lightningcss parses it. */
function styleLeaves(rules: Rule[], layer: string, leaves: StyleLeaf[]): StyleLeaf[] {
  for (const rule of rules) {
    if (rule.type === 'style') {
      const important = rule.value.declarations?.importantDeclarations ?? [];
      leaves.push({ layer, selectors: rule.value.selectors, importantFamilies: important.map(propertyFamily) });
      if (rule.value.rules?.length) throw new Error('CSS imbriqué : la découpe de la feuille de style ne le gère pas.');
    } else if (rule.type === 'layer-block') {
      // Sub-layers are declared at the top of each top-level layer only.
      if (layer) throw new Error('Couche imbriquée : la découpe de la feuille de style ne la gère pas.');
      styleLeaves(rule.value.rules, (rule.value.name ?? []).join('.'), leaves);
    } else if (rule.type !== 'keyframes' && 'value' in rule && rule.value && typeof rule.value === 'object' && 'rules' in rule.value) {
      styleLeaves(rule.value.rules as Rule[], layer, leaves);
    }
  }
  return leaves;
}

/** The style rules postcss sees, in the same order (keyframe steps are not style rules). */
function postcssLeaves(root: postcss.Root): PostcssRule[] {
  const leaves: PostcssRule[] = [];
  root.walkRules((rule) => {
    if (!(rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name))) leaves.push(rule);
  });
  return leaves;
}

/** The analysis of a stylesheet, the same for every page: read once. */
const parsedSheets = new Map<string, StyleLeaf[]>();

function parsed(css: string): StyleLeaf[] {
  const known = parsedSheets.get(css);
  if (known) return known;
  let leaves: StyleLeaf[] = [];
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet: (sheet: StyleSheet) => {
        leaves = styleLeaves(sheet.rules, '', []);
      },
    },
  });
  parsedSheets.set(css, leaves);
  return leaves;
}

/** One sub-layer per run of consecutive rules of the same side, numbered within their top-level layer. */
function subLayers(leaves: StyleLeaf[], inline: boolean[]): number[] {
  const runs: number[] = [];
  const last = new Map<string, { run: number; inline: boolean }>();
  const important = new Map<string, number>();
  leaves.forEach((leaf, index) => {
    const previous = last.get(leaf.layer);
    const side = inline[index] as boolean;
    const run = previous ? previous.run + (previous.inline === side ? 0 : 1) : 0;
    last.set(leaf.layer, { run, inline: side });
    runs.push(run);
    // Sub-layers reverse the order of !important declarations: none may compete across two of them.
    for (const family of leaf.importantFamilies) {
      const key = `${leaf.layer}/${family}`;
      if (important.has(key) && important.get(key) !== run) throw new Error(`Deux règles !important sur « ${family} » : la découpe changerait leur ordre.`);
      important.set(key, run);
    }
  });
  return runs;
}

const subLayerName = (run: number) => `s${run.toString(36)}`;

/** Puts consecutive rules of the same sub-layer, inside each group, into one `@layer sN{…}`. */
function wrapInSubLayers(container: Container, runOf: Map<PostcssRule, number>) {
  let wrapper: AtRule | undefined;
  let wrapperRun = -1;
  for (const child of [...(container.nodes ?? [])] as ChildNode[]) {
    const run = child.type === 'rule' ? runOf.get(child) : undefined;
    if (run === undefined) {
      wrapper = undefined;
      if (child.type === 'atrule' && child.nodes) wrapInSubLayers(child, runOf);
      continue;
    }
    if (!wrapper || wrapperRun !== run) {
      wrapper = postcss.atRule({ name: 'layer', params: subLayerName(run), raws: { afterName: ' ', between: '', after: '' } });
      wrapperRun = run;
      child.before(wrapper);
    }
    wrapper.append(child);
  }
}

function removeEmptyGroups(container: Container) {
  for (const child of [...(container.nodes ?? [])] as ChildNode[]) {
    if (child.type !== 'atrule' || !child.nodes) continue;
    removeEmptyGroups(child);
    if (!child.nodes.length) child.remove();
  }
}

function cut(css: string, leaves: StyleLeaf[], inline: boolean[], runs: number[], side: 'critical' | 'rest'): string {
  const root = postcss.parse(css);
  const rules = postcssLeaves(root);
  if (rules.length !== leaves.length) throw new Error(`La feuille de style lue deux fois diffère (${rules.length} règles contre ${leaves.length}).`);
  const runTotals = new Map<string, number>();
  leaves.forEach((leaf, index) => runTotals.set(leaf.layer, Math.max(runTotals.get(leaf.layer) ?? 0, (runs[index] as number) + 1)));
  const runOf = new Map<PostcssRule, number>();
  rules.forEach((rule, index) => {
    if (inline[index] !== (side === 'critical')) return void rule.remove();
    const { layer } = leaves[index] as StyleLeaf;
    if (layer && (runTotals.get(layer) ?? 0) > 1) runOf.set(rule, runs[index] as number);
  });
  if (side === 'rest') {
    // The inline part registers the properties and animations and states the layers' order.
    root.walkAtRules(/^(property|keyframes|font-face|layer)$/, (rule) => {
      if (rule.name !== 'layer' || !rule.nodes) rule.remove();
    });
  }
  removeEmptyGroups(root);
  for (const layer of root.nodes.filter((node): node is AtRule => node.type === 'atrule' && node.name === 'layer' && !!node.nodes)) {
    wrapInSubLayers(layer, runOf);
    const total = runTotals.get(layer.params) ?? 0;
    if (side === 'critical' && total > 1) {
      const order = Array.from({ length: total }, (_unused, run) => subLayerName(run)).join(',');
      layer.prepend(postcss.atRule({ name: 'layer', params: order, raws: { afterName: ' ', between: '' } }));
    }
  }
  return root.toString();
}

export function splitStylesheet(css: string, page: PageVocabulary): StylesheetSplit {
  const leaves = parsed(css);
  const inline = leaves.map((leaf) => !leaf.layer || leaf.selectors.some((selector) => selectorCanMatch(selector, page)));
  const runs = subLayers(leaves, inline);
  return {
    critical: cut(css, leaves, inline, runs, 'critical'),
    rest: inline.every(Boolean) ? '' : cut(css, leaves, inline, runs, 'rest'),
  };
}

/** The name of the rest's file, after its content so that caches never serve a stale one. */
export function restFileName(rest: string): string {
  return `rest-${createHash('sha256').update(rest).digest('base64url').slice(0, 10)}.css`;
}
