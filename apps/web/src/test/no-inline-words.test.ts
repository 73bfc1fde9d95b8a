// @vitest-environment node
/**
 * Every word the web app shows comes from the message catalogue, so the Hindi build speaks
 * Hindi throughout: a word typed straight into a component would stay English there.
 * This scans the components (not tests) for JSX text with letters and for the attributes a
 * person reads or hears (label, title, placeholder, aria-label, helperText, alt, and the app's
 * own such props) given a
 * literal with letters, and lists each as file:line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(__dirname, '..');

/** Attributes whose value a person reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'helperText',
  'alt',
  'primary',
  'secondary',
  // The app's own components' props that reach the screen.
  'eyebrow',
  'intro',
  'text',
  'hint',
  'action',
  'updated',
  'submitLabel',
  'busyLabel',
  'closeText',
]);

/** Words that stay the same in every language: the product's name. */
const LITERAL_WORDS = new Set(['Solace']);

const HAS_LETTER = /\p{L}/u;

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(path);
    // Tests and the helpers that draw them (booking-test-render.tsx) are not the app.
    const isComponent = entry.name.endsWith('.tsx') && !/test/.test(entry.name);
    return isComponent ? [path] : [];
  });
}

function isInlineWord(text: string): boolean {
  const trimmed = text.trim();
  return HAS_LETTER.test(trimmed) && !LITERAL_WORDS.has(trimmed);
}

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText();
}

/** The literal string a JSX attribute or child is given, if it is one. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A template's fixed parts: `Photo of ${name}` holds words.
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) {
    return literalText(node.expression);
  }
  // `{busy ? 'Saving...' : 'Save'}`, `{label || 'Untitled'}`: the words in either branch.
  if (ts.isConditionalExpression(node)) {
    const branches = [literalText(node.whenTrue), literalText(node.whenFalse)];
    const texts = branches.filter((text) => text !== undefined);
    return texts.length ? texts.join(' | ') : undefined;
  }
  if (ts.isBinaryExpression(node)) return literalText(node.right);
  return undefined;
}

export function inlineWordsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isInlineWord(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node);
      if (text !== undefined && isInlineWord(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(attributeName(node))) {
      const text = literalText(node.initializer);
      if (text !== undefined && isInlineWord(text))
        report(node, `${attributeName(node)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('words in the web app', () => {
  it('finds words typed into JSX text and spoken attributes', () => {
    const sample = [
      '<Dialog aria-label="Close" title={`Hi`}>',
      '  <Button>Cancel</Button>',
      '  <span>{"Upcoming"}</span>',
      "  <Button>{busy ? 'Saving...' : words.save}</Button>",
      '  <BrandMark>Solace</BrandMark> · {words.ok} {count > 1 && 2}',
      '  <Icon alt="" />',
      '</Dialog>',
    ].join('\n');
    expect(inlineWordsIn('Sample.tsx', `const x = (${sample});`)).toEqual([
      'Sample.tsx:1: aria-label="Close"',
      'Sample.tsx:1: title="Hi"',
      'Sample.tsx:2: Cancel',
      'Sample.tsx:3: Upcoming',
      'Sample.tsx:4: Saving...',
    ]);
  });

  it('come from the message catalogue, never typed into a component', () => {
    const found = componentFiles(SOURCE_ROOT).flatMap((path) =>
      inlineWordsIn(relative(SOURCE_ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found, `words typed into components:\n${found.join('\n')}`).toEqual([]);
  });
});
