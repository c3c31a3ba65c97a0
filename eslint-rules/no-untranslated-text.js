import formatjs from 'eslint-plugin-formatjs';

const literalRule = formatjs.rules['no-literal-string-in-jsx'];

/** Words: a letter of any script. Separators, punctuation, symbols and spaces (" · ", "—", "▾") are not text to translate. */
const WORDS = /\p{L}/u;

/** The literal text a report points at: a JSX text, a string, a template's fixed parts, or an attribute's string. */
function literalText(node) {
  if (!node) return '';
  switch (node.type) {
    case 'JSXText':
      return node.value;
    case 'Literal':
      return typeof node.value === 'string' ? node.value : '';
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    case 'JSXAttribute':
      return literalText(node.value);
    case 'JSXExpressionContainer':
      return literalText(node.expression);
    default:
      return 'unknown';
  }
}

/**
 * formatjs's no-literal-string-in-jsx, reporting only literals that hold words: a person reads no
 * word that is not from the catalogs (docs/i18n.md), while separators and symbols stay in JSX.
 */
export const noUntranslatedText = {
  meta: { ...literalRule.meta, messages: { noLiteralStringInJsx: 'Text people read comes from the catalogs (en and fr)' } },
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value: (descriptor) => {
          if (WORDS.test(literalText(descriptor.node))) context.report(descriptor);
        },
      },
    });
    return literalRule.create(filtered);
  },
};

export const i18nRules = { rules: { 'no-untranslated-text': noUntranslatedText } };
