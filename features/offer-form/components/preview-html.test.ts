// @vitest-environment jsdom
import { previewHtml } from './preview-html';

describe('previewHtml', () => {
  it('keeps what the editor produces', () => {
    const html = '<h2>Team</h2><p>We <strong>build</strong> <em>things</em></p><ul><li>Rust</li></ul>';
    expect(previewHtml(html)).toBe(html);
  });
  it('drops scripts, event handlers, iframes, styles and javascript: links', () => {
    const out = previewHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://e.vil"></iframe><a href="javascript:alert(1)">link</a><p style="color:red">x</p>',
    );
    expect(out).toBe('<p>Hi</p>link<p>x</p>');
  });
  it('keeps one JPEG data image, not remote or other images', () => {
    expect(previewHtml('<img src="data:image/jpeg;base64,AAAA" alt="a" onerror="x()">')).toBe(
      '<img src="data:image/jpeg;base64,AAAA" alt="a">',
    );
    expect(previewHtml('<img src="https://e.vil/t.png">')).toBe('');
  });
  it('unwraps unknown elements but checks what they held', () => {
    expect(previewHtml('<div><span><script>x</script><b>ok</b></span></div>')).toBe('<b>ok</b>');
  });
});
