import type * as PdfJs from 'pdfjs-dist';

type PdfJsModule = typeof PdfJs;
let loaded: PdfJsModule | undefined;

/** pdf.js's Node build; it warns at load that it cannot draw (no canvas), which reading text does not need. */
function pdfjs(): PdfJsModule {
  if (!loaded) {
    const log = console.log;
    console.log = () => undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require('pdfjs-dist/legacy/build/pdf.js') as PdfJsModule;
    } finally {
      console.log = log;
    }
  }
  return loaded;
}

/** The text of a PDF, extracted with pdf.js the way a viewer's copy or search sees it (lines end with \n). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const lib = pdfjs();
  const doc = await lib.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false, disableFontFace: true })
    .promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await doc.destroy();
  return text;
}

/** Downloads a PDF with the client's cookie. */
export async function fetchPdf(
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; type: string | null; pdf: Buffer }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, type: response.headers.get('content-type'), pdf: Buffer.from(await response.arrayBuffer()) };
}
