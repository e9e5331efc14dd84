// The mails the product sends. Plain text first (it is what the log shows
// without SMTP), with an HTML version built from the same words.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const PRODUCT_NAME = 'Brandlens';

const FOUNDER_WELCOME = [
  `I started ${PRODUCT_NAME} because sellers deserve numbers they can trust: a profit and loss that matches`,
  'the payout to the cent, per product, brand and month. If anything you see does not add up, reply to this',
  'mail and it reaches me and the team directly.',
];

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function render(subject: string, paragraphs: string[], action?: { label: string; url: string }): MailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', `— ${PRODUCT_NAME}`].join(
    '\n\n',
  );
  const htmlParagraphs = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif">${htmlParagraphs}${button}<p>— ${PRODUCT_NAME}</p></body></html>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, url: string): MailContent {
  return render(
    `Confirm your email address for ${PRODUCT_NAME}`,
    [
      `Hi ${firstName || 'there'},`,
      'Please confirm your email address to activate your account. The link is valid for 24 hours.',
    ],
    { label: 'Confirm my email address', url },
  );
}

export function welcomeMail(firstName: string, url: string): MailContent {
  return render(
    `Welcome to ${PRODUCT_NAME}`,
    [
      `Hi ${firstName || 'there'},`,
      `Your ${PRODUCT_NAME} account is active. ${PRODUCT_NAME} was called Autopilot before; same team, new name.`,
      'A welcome note from our founder:',
      FOUNDER_WELCOME.join(' '),
    ],
    { label: `Open ${PRODUCT_NAME}`, url },
  );
}

export function passwordResetMail(url: string): MailContent {
  return render(
    `Reset your ${PRODUCT_NAME} password`,
    [
      'Someone asked to reset the password of this account. If it was you, choose a new password with the link below; it is valid for 1 hour and works once.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function invitationMail(inviterName: string, organizationName: string, url: string): MailContent {
  return render(
    `${inviterName} invited you to ${organizationName} on ${PRODUCT_NAME}`,
    [
      `${inviterName} invited you to join ${organizationName} on ${PRODUCT_NAME}, the profit and operations dashboard for brand sellers.`,
      'The invitation is valid for 7 days.',
    ],
    { label: 'Accept the invitation', url },
  );
}

export function invitationAcceptedMail(inviteeEmail: string, organizationName: string): MailContent {
  return render(`${inviteeEmail} joined ${organizationName} on ${PRODUCT_NAME}`, [
    `${inviteeEmail} accepted your invitation and now has an account in ${organizationName}.`,
  ]);
}

export interface ImportResult {
  fileName: string;
  sellerName: string;
  kind: 'settlement' | 'orders' | 'inventory' | 'ads-report' | 'fba-returns';
  status: 'succeeded' | 'failed';
  /** What was stored, in the terms of the report, e.g. '2 settlements imported, 1 already imported'. */
  counts: string;
  unreconciledSettlements: number;
  /** Why a failed import failed, one line each ('Line 12: …'). */
  errors: string[];
  /** The seller's imports page, when the server knows its public URL. */
  url: string | undefined;
}

export function importResultMail(result: ImportResult): MailContent {
  const report = {
    settlement: 'settlement report',
    orders: 'All Orders report',
    inventory: 'FBA inventory report',
    'ads-report': 'advertising report',
    'fba-returns': 'FBA customer returns report',
  }[result.kind];
  const action = result.url ? { label: 'Open the imports', url: result.url } : undefined;
  if (result.status === 'failed') {
    return render(
      `Import failed: ${result.fileName}`,
      [
        `The ${report} ${result.fileName} for ${result.sellerName} could not be imported:`,
        ...result.errors.slice(0, 5),
        ...(result.errors.length > 5 ? [`and ${result.errors.length - 5} more problems.`] : []),
        'Correct the file and upload it again.',
      ],
      action,
    );
  }
  const count = result.unreconciledSettlements;
  const unreconciled =
    count === 0
      ? []
      : [
          count === 1
            ? '1 settlement does not add up to its total: its figures stay estimated until its complete file is imported.'
            : `${count} settlements do not add up to their totals: their figures stay estimated until their complete files are imported.`,
        ];
  return render(
    `Imported: ${result.fileName}`,
    [`The ${report} ${result.fileName} for ${result.sellerName} has been imported: ${result.counts}.`, ...unreconciled],
    action,
  );
}

/** Amazon refused a seller's Seller Central authorisation: nothing syncs until someone re-authorises. */
export function amazonAuthorisationLostMail(
  firstName: string,
  sellerName: string,
  url: string | undefined,
): MailContent {
  return render(
    `Reconnect Seller Central for ${sellerName}`,
    [
      `Hello ${firstName || 'there'},`,
      `Amazon no longer accepts ${PRODUCT_NAME}'s authorisation for ${sellerName} (it was revoked in Seller Central, or it expired). Settlements, orders and inventory stop updating until the account is authorised again.`,
      "Open the seller's settings, Connections tab, and choose Re-authorise next to Amazon Seller Central. It takes a minute; nothing already imported is lost.",
    ],
    url ? { label: 'Open the Connections tab', url } : undefined,
  );
}
