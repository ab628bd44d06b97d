import clean, { type IOptions } from 'sanitize-html';

/**
 * The allow-list DOMPurify's HTML profile had here (its HTML tags and attributes, `data-*` and
 * `aria-*`), without `<form>` and `<style>`, and with inline styles cut down to a few harmless
 * text properties. Anything else is dropped, keeping its text unless it is code or a frame.
 */
// biome-ignore format: a word list
const allowedTags = [
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big',
  'blockquote', 'br', 'button', 'canvas', 'caption', 'center', 'cite', 'code', 'col', 'colgroup',
  'data', 'datalist', 'dd', 'del', 'details', 'dfn', 'dialog', 'dir', 'div', 'dl', 'dt', 'em',
  'fieldset', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hgroup', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'main',
  'map', 'mark', 'menu', 'meter', 'nav', 'nobr', 'ol', 'optgroup', 'option', 'output', 'p',
  'picture', 'pre', 'progress', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'select', 'small',
  'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'textarea', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video',
  'wbr',
];

// biome-ignore format: a word list
const allowedAttributes = [
  'accept', 'align', 'alt', 'autocapitalize', 'autocomplete', 'autoplay', 'background', 'bgcolor',
  'border', 'cellpadding', 'cellspacing', 'checked', 'cite', 'class', 'clear', 'color', 'cols',
  'colspan', 'controls', 'coords', 'datetime', 'default', 'dir', 'disabled', 'download', 'face',
  'for', 'headers', 'height', 'hidden', 'high', 'href', 'hreflang', 'id', 'kind', 'label', 'lang',
  'list', 'loading', 'loop', 'low', 'max', 'maxlength', 'media', 'min', 'minlength', 'multiple',
  'muted', 'name', 'noshade', 'nowrap', 'open', 'optimum', 'pattern', 'placeholder', 'playsinline',
  'poster', 'preload', 'readonly', 'rel', 'required', 'reversed', 'role', 'rows', 'rowspan',
  'scope', 'selected', 'shape', 'size', 'sizes', 'span', 'srclang', 'src', 'srcset', 'start',
  'step', 'style', 'summary', 'tabindex', 'title', 'translate', 'type', 'usemap', 'valign',
  'value', 'width', 'wrap', 'data-*', 'aria-*',
];

/** dropped together with everything inside them */
// biome-ignore format: a word list
const droppedWithContent = [
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'svg', 'math',
];

const colour = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const length = /^-?\d+(\.\d+)?(px|em|rem|%)?$/;

const options: IOptions = {
  allowedTags,
  allowedAttributes: { '*': allowedAttributes },
  allowedStyles: {
    '*': {
      color: [colour],
      'background-color': [colour],
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'text-decoration': [/^(none|underline|line-through|overline)$/],
      'font-size': [length],
      'line-height': [length],
    },
  },
  // the web links, mail and phone numbers; relative addresses; pictures and media also from data: URLs
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp', 'matrix'],
  allowedSchemesByTag: Object.fromEntries(
    ['img', 'audio', 'video', 'source', 'track'].map((tag) => [tag, ['http', 'https', 'cid', 'data']]),
  ),
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'background', 'poster', 'srcset'],
  allowProtocolRelative: true,
  nonTextTags: droppedWithContent,
  disallowedTagsMode: 'discard',
};

/** Operator-written HTML (help, notices) is cleaned on the server as well as in the browser. */
export const sanitizeHtml = (html: string): string => clean(html, options);
