import { describe, expect, it } from 'vitest';
import { linksIn } from './outboxMailer';
import { escapeHtml, passwordChangedMail, resetPasswordMail, verifyEmailMail } from './templates';

const link = 'http://localhost:3000/?email=abc_DEF-123';

describe('mail templates', () => {
  it('puts the link in both the text and the HTML of the verification mail', () => {
    const mail = verifyEmailMail('Gemdrop', 'alice', link);
    expect(mail.subject).toBe('Verify your e-mail address for Gemdrop');
    expect(linksIn(mail.text)).toEqual([link]);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toMatch(/24 hours/);
  });

  it('says how long a reset link lives', () => {
    const mail = resetPasswordMail('Gemdrop', 'alice', 'http://localhost:3000/?password=t0k');
    expect(mail.subject).toBe('Reset your Gemdrop password');
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(linksIn(mail.text)).toEqual(['http://localhost:3000/?password=t0k']);
  });

  it('escapes player-controlled text in the HTML but keeps it readable in the text', () => {
    const mail = passwordChangedMail('Gemdrop', '<img src=x onerror=alert(1)>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('Hi <img src=x onerror=alert(1)>,');
    expect(linksIn(mail.text)).toEqual([]);
  });

  it('escapes quotes so a link cannot leave its attribute', () => {
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
    const mail = verifyEmailMail('Gemdrop', 'a', 'http://x/?email="><script>');
    expect(mail.html).not.toContain('"><script>');
  });

  it("names and signs with the site's brand in subject, text and HTML", () => {
    const mail = resetPasswordMail('GemDrop CS2', 'alice', 'http://localhost:3000/?password=t0k');
    expect(mail.subject).toBe('Reset your GemDrop CS2 password');
    expect(mail.text).toMatch(/\nThe GemDrop CS2 team$/);
    expect(mail.html).toContain('<p>The GemDrop CS2 team</p>');
    expect(mail.text).not.toContain('Gemdrop');
  });
});
