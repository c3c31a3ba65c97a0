/** Payloads from the usual XSS cheat sheets: none may leave anything that runs. */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<img src="//evil.example/x.png">',
  '<img src="/uploads/../api/x">',
  '<a href="  javascript:alert(1)">x</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

/** What would run in a browser: a script, an event handler, a script URL, a frame, an object. */
export function dangerous(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|link|base|body|details|video|source|textarea|noscript)\b/i.test(
      html,
    )
  )
    found.push('tag');
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/(href|src|action|background|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(html)) found.push('url');
  if (/<[^>]*\sstyle\s*=/i.test(html)) found.push('style');
  if (/<img[^>]*src="(?!https?:\/\/|\/uploads\/)/i.test(html)) found.push('img');
  return found;
}
