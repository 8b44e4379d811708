// The account mails, as pure functions of their inputs: plain text plus simple HTML.
// Everything that comes from a player or a URL is escaped before it enters the HTML.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Parts {
  /** The site's name (the brand's, SITE_BRAND), for the signature. */
  site: string;
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; link: string };
  footer: string;
}

function render({ site, subject, greeting, lines, action, footer }: Parts): MailContent {
  const text = [
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.link}`] : []),
    '',
    footer,
    '',
    `The ${site} team`,
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    paragraph(greeting),
    ...lines.map(paragraph),
    action
      ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` +
        `<p style="font-size:12px">${escapeHtml(action.link)}</p>`
      : '',
    `<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>`,
    `<p>The ${escapeHtml(site)} team</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function verifyEmailMail(site: string, username: string, link: string): MailContent {
  return render({
    site,
    subject: `Verify your e-mail address for ${site}`,
    greeting: `Hi ${username},`,
    lines: [`Please confirm that this address belongs to your ${site} account.`],
    action: { label: 'Verify e-mail address', link },
    footer:
      'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  });
}

export function resetPasswordMail(site: string, username: string, link: string): MailContent {
  return render({
    site,
    subject: `Reset your ${site} password`,
    greeting: `Hi ${username},`,
    lines: ['Someone asked to reset the password of your account.'],
    action: { label: 'Choose a new password', link },
    footer:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
  });
}

export function passwordChangedMail(site: string, username: string): MailContent {
  return render({
    site,
    subject: `Your ${site} password was changed`,
    greeting: `Hi ${username},`,
    lines: [
      'The password of your account was just changed and your other sessions were logged out.',
    ],
    footer: 'If this was not you, reset your password at once and contact support.',
  });
}
