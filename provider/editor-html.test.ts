// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEditorHtml } from './editor-html';
import { bearer, json, startTestProvider, type TestProvider } from '../test/provider';

// Issue 45 item 5: a pasted link the sanitiser cannot keep leaves its words, not a dead <a>.
describe('cleanEditorHtml', () => {
  it('keeps the words of a link whose address was dropped, and every working link', () => {
    expect(
      cleanEditorHtml(
        '<p>Read <a href="javascript:alert(1)">this</a>, <a href="file:///C:/x.docx" title="x">that</a>,' +
          ' <a>bare</a> and <a href="https://tickets.example/gala">tickets</a> or <a href="/tr/iletisim">us</a>.</p>',
      ),
    ).toBe(
      '<p>Read this, that, bare and <a href="https://tickets.example/gala" target="_blank" rel="noopener noreferrer">tickets</a>' +
        ' or <a href="/tr/iletisim">us</a>.</p>',
    );
  });
});

describe('POST /admin/sanitize and saved texts', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider({ adminToken: 'token' });
  });
  afterAll(() => provider.close());

  it('answers a paste without dead links, and a saved section keeps none', async () => {
    const admin = provider.as(bearer('token'));
    const html = '<p>Bir <a href="javascript:alert(1)">tıkla</a> bağlantısı</p>';
    expect(await json(await admin.post('/admin/sanitize', { html }))).toEqual({
      html: '<p>Bir tıkla bağlantısı</p>',
    });
    const page = await json<{ contents: { key: string; body: string }[] }>(
      await admin.put('/admin/pages?url=/hakkimizda&lang=tr', {
        contents: [{ key: 'INTRO', title: 'Giriş', body: html }],
      }),
    );
    expect(page.contents[0]!.body).toBe('<p>Bir tıkla bağlantısı</p>');
  });
});
