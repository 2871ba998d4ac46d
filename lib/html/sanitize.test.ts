// @vitest-environment jsdom
import { LINK_REL, sanitizeRichText, sanitizeStoredRichText } from './sanitize';

const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'EM',
  'S',
  'U',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
  'A',
  'IMG',
]);
const ATTRIBUTES: Record<string, string[]> = { A: ['href', 'rel'], IMG: ['src', 'alt', 'title'] };

/** What a browser builds from the output: only allow-listed elements and attributes, safe URLs. */
function expectHarmlessInBrowser(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('*')) {
    expect(ALLOWED, `<${el.tagName}> in ${html}`).toContain(el.tagName);
    for (const attr of el.getAttributeNames())
      expect(ATTRIBUTES[el.tagName] ?? [], `${attr} in ${html}`).toContain(attr);
    if (el.tagName === 'A') {
      expect(el.getAttribute('rel')).toBe(LINK_REL);
      const href = el.getAttribute('href');
      if (href !== null) expect(new URL(href).protocol).toMatch(/^(https?|mailto):$/);
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src')!;
      expect(src.startsWith('https://') || src.startsWith('data:image/jpeg;base64,')).toBe(true);
    }
  }
}

// The classes of the OWASP XSS filter-evasion cheat sheet, each with what must survive (if anything).
const HOSTILE: [string, string, string][] = [
  ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['script with src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>', ''],
  ['event handler on img', '<img src=x onerror=alert(1)>', ''],
  ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>hi</p>', '<p>hi</p>'],
  ['body onload', '<body onload=alert(1)><p>x</p></body>', '<p>x</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['javascript: mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', `<a rel="${LINK_REL}">x</a>`],
  [
    'javascript: with decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    `<a rel="${LINK_REL}">x</a>`,
  ],
  [
    'javascript: with hex entities, no semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    `<a rel="${LINK_REL}">x</a>`,
  ],
  [
    'javascript: with padded entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    `<a rel="${LINK_REL}">x</a>`,
  ],
  ['javascript: with a tab', '<a href="jav\tascript:alert(1);">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['javascript: with an encoded tab', '<a href="jav&#x09;ascript:alert(1);">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['javascript: with a newline', '<a href="jav&#x0A;ascript:alert(1);">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['javascript: with a carriage return', '<a href="jav&#x0D;ascript:alert(1);">x</a>', `<a rel="${LINK_REL}">x</a>`],
  [
    'javascript: with leading spaces and meta chars',
    '<a href=" &#14;  javascript:alert(1);">x</a>',
    `<a rel="${LINK_REL}">x</a>`,
  ],
  ['javascript: with a NUL', '<a href="java\0script:alert(1)">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', `<a rel="${LINK_REL}">x</a>`],
  [
    'data: link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    `<a rel="${LINK_REL}">x</a>`,
  ],
  ['protocol-relative link', '<a href="//evil.example/">x</a>', `<a rel="${LINK_REL}">x</a>`],
  ['javascript: image', '<IMG SRC="javascript:alert(\'XSS\');">', ''],
  ['image over plain http', '<img src="http://img.example/a.jpg">', ''],
  ['data: image that is not a JPEG', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
  ['data: JPEG that is not base64', '<img src="data:image/jpeg,<script>alert(1)</script>">', ''],
  ['grave accent attribute', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>', ''],
  ['malformed a inside img', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>', '"\\&gt;'],
  ['unclosed script', '<SCRIPT SRC=http://xss.example/xss.js?< B >', ''],
  ['extraneous open bracket', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>', '&lt;'],
  ['nested tags', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ['non-alpha-non-digit', '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>', ''],
  ['half-open html', '<IMG SRC="`<javascript:alert>`(\'XSS\')"', ''],
  ['svg onload', '<svg/onload=alert(1)><p>x</p>', ''],
  ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ['math with link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
  [
    'style tag',
    '<style>@import "https://xss.example/x.css"; p{background:url(javascript:alert(1))}</style><p>x</p>',
    '<p>x</p>',
  ],
  ['style attribute with expression', '<p style="width: expression(alert(1));">x</p>', '<p>x</p>'],
  ['style attribute with url', '<p style="background-image:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(1);"><p>x</p>', '<p>x</p>'],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);"><p>x</p>', '<p>x</p>'],
  [
    'meta refresh with data:',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
    '',
  ],
  ['iframe', '<IFRAME SRC="javascript:alert(1);"></IFRAME><p>x</p>', '<p>x</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>">fallback</iframe>', ''],
  ['frameset', '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>', ''],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/x.html"></OBJECT>', ''],
  ['embed', '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" type="image/svg+xml"></EMBED>', ''],
  ['base href', '<BASE HREF="javascript:alert(1);//"><p>x</p>', '<p>x</p>'],
  ['form and input', '<form action="https://evil.example"><input name=p><button>go</button></form>', 'go'],
  ['table background', '<TABLE BACKGROUND="javascript:alert(1)"><tr><td>x</td></tr></TABLE>', 'x'],
  ['div with style', '<DIV STYLE="background-image: url(javascript:alert(1))">x</DIV>', 'x'],
  ['xml data island', '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(1)"></B></I></XML>', ''],
  ['comment hiding a script', '<!--[if gte IE 4]><SCRIPT>alert(1);</SCRIPT><![endif]--><p>x</p>', '<p>x</p>'],
  ['template', '<template><img src=x onerror=alert(1)></template><p>x</p>', '<p>x</p>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['encoded tags in text stay text', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  [
    'attribute breakout in alt',
    '<img src="https://img.example/a.jpg" alt="x&quot; onerror=&quot;alert(1)">',
    '<img src="https://img.example/a.jpg" alt="x&quot; onerror=&quot;alert(1)" />',
  ],
  [
    'target and opener on a link',
    '<a href="https://ex.example" target="_blank" rel="opener">x</a>',
    `<a href="https://ex.example" rel="${LINK_REL}">x</a>`,
  ],
];

describe('sanitizeRichText', () => {
  it.each(HOSTILE)('%s', (_class, input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    expectHarmlessInBrowser(output);
  });

  it('keeps what the offer editor writes', () => {
    const body = [
      '<h2>O nas</h2><h3>Zadania</h3><h4>Detale</h4>',
      '<p>Tekst <strong>mocny</strong>, <em>pochylony</em>, <s>skreślony</s>, <u>podkreślony</u><br />dalej</p>',
      '<ul><li><p>jeden</p></li></ul><ol><li>dwa</li></ol>',
      '<blockquote><p>cytat</p></blockquote><pre><code>const a = 1 &lt; 2;</code></pre><hr />',
      `<p><a href="https://wakat.example/o-nas?a=1&amp;b=2" rel="${LINK_REL}">strona</a> i <a href="mailto:hr@firma.example" rel="${LINK_REL}">mail</a></p>`,
      '<img src="data:image/jpeg;base64,/9j/4AAQSkZJRg==" alt="zespół" />',
      '<img src="https://cdn.example/team.jpg" alt="team" title="Team" />',
    ].join('');
    expect(sanitizeRichText(body)).toBe(body);
  });

  it('forces the rel of links and drops relative ones', () => {
    expect(sanitizeRichText('<a href="http://ex.example">x</a>')).toBe(
      `<a href="http://ex.example" rel="${LINK_REL}">x</a>`,
    );
    expect(sanitizeRichText('<a href="/job-offers/all-locations">x</a>')).toBe(`<a rel="${LINK_REL}">x</a>`);
  });

  it('is idempotent (sanitising stored output again changes nothing)', () => {
    for (const [, input] of HOSTILE) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('escapes text so it cannot turn into markup', () => {
    expect(sanitizeRichText('<p>C# & "Rust" <3</p>')).toBe('<p>C# &amp; "Rust" &lt;3</p>');
  });
});

describe('sanitizeStoredRichText', () => {
  it('serves stored HTML written before the sanitiser existed as sanitised HTML, and a changed body anew', () => {
    expect(sanitizeStoredRichText('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeStoredRichText('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeStoredRichText('<p>b</p><img src=x onerror=alert(1)>')).toBe('<p>b</p>');
  });
});
