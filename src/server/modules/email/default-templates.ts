import type { emailTemplates } from '../../db/schema';

export type NewTemplate = typeof emailTemplates.$inferInsert;

export const TEMPLATE_KEYS = {
  verifyEmail: 'verify-email',
  resetPassword: 'reset-password',
  emailVerified: 'email-verified',
  welcome: 'welcome',
  paymentReceipt: 'payment-receipt',
  commissionApproved: 'commission-approved',
  accountDeactivated: 'account-deactivated',
  accountReactivated: 'account-reactivated',
} as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[keyof typeof TEMPLATE_KEYS];

/** One simple, inline-styled layout so the messages read well in any mail client. */
function layout(
  heading: string,
  body: string,
  button?: { label: string },
  signOff = 'Good luck with your studies,',
): string {
  const action = button
    ? `<p style="margin:28px 0;"><a href="{{url}}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block;">${button.label}</a></p>
<p style="font-size:13px;color:#6b7280;">If the button does not work, copy this link into your browser:<br><a href="{{url}}" style="color:#2563eb;word-break:break-all;">{{url}}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;">
<div style="max-width:560px;margin:0 auto;padding:32px 16px;">
<div style="background:#ffffff;border-radius:8px;padding:32px;">
<p style="font-size:20px;font-weight:700;color:#2563eb;margin:0 0 24px;">{{appName}}</p>
<h1 style="font-size:22px;margin:0 0 16px;">${heading}</h1>
${body}
${action}
<p style="margin:24px 0 0;">${signOff}<br>The {{appName}} team</p>
</div>
<p style="font-size:12px;color:#9ca3af;text-align:center;margin:16px 0 0;">You received this e-mail because of your {{appName}} account.</p>
</div>
</body>
</html>
`;
}

const p = (text: string) =>
  `<p style="font-size:15px;line-height:1.6;margin:0 0 12px;">${text}</p>`;

/**
 * The templates the product sends, in English; administrators may edit them, the seed never
 * overwrites. The Arabic versions are in ./default-templates-ar.ts.
 */
export const DEFAULT_TEMPLATES: NewTemplate[] = [
  {
    key: TEMPLATE_KEYS.verifyEmail,
    subject: 'Confirm your e-mail address for {{appName}}',
    variables: ['firstName', 'url', 'appName'],
    html: layout(
      'Confirm your e-mail address',
      p('Hi {{firstName}},') +
        p('Please confirm that this is your e-mail address so we can keep your account safe.') +
        p('The link is valid for 1 hour.'),
      { label: 'Confirm e-mail address' },
    ),
    text: `Hi {{firstName}},

Please confirm that this is your e-mail address so we can keep your {{appName}} account safe.
Open this link (valid for 1 hour):

{{url}}

If you did not create an account, you can ignore this e-mail.

Good luck with your studies,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.resetPassword,
    subject: 'Reset your {{appName}} password',
    variables: ['firstName', 'url', 'appName'],
    html: layout(
      'Reset your password',
      p('Hi {{firstName}},') +
        p('We received a request to reset the password of your account. Choose a new one here.') +
        p(
          'The link is valid for 1 hour and works once. If you did not ask for this, ignore this e-mail: your password stays the same.',
        ),
      { label: 'Choose a new password' },
    ),
    text: `Hi {{firstName}},

We received a request to reset the password of your {{appName}} account.
Choose a new password here (the link is valid for 1 hour and works once):

{{url}}

If you did not ask for this, ignore this e-mail: your password stays the same.

Good luck with your studies,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.emailVerified,
    subject: 'Your e-mail address is confirmed',
    variables: ['firstName', 'url', 'appName'],
    html: layout(
      'E-mail confirmed',
      p('Hi {{firstName}},') +
        p('Thank you: your e-mail address is confirmed. You can sign in and continue practising.'),
      { label: 'Sign in' },
    ),
    text: `Hi {{firstName}},

Thank you: your e-mail address is confirmed. You can sign in and continue practising:

{{url}}

Good luck with your studies,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.welcome,
    subject: 'Welcome to {{appName}}: confirm your e-mail address',
    variables: ['firstName', 'gettingStarted', 'url', 'appName'],
    html: layout(
      'Welcome to {{appName}}',
      p('Hi {{firstName}},') +
        p('Your account is ready. {{gettingStarted}}') +
        p(
          'Please confirm that this is your e-mail address so we can keep your account safe. The link is valid for 1 hour.',
        ),
      { label: 'Confirm e-mail address' },
    ),
    text: `Hi {{firstName}},

Your {{appName}} account is ready. {{gettingStarted}}

Please confirm that this is your e-mail address (the link is valid for 1 hour):

{{url}}

If you did not create an account, you can ignore this e-mail.

Good luck with your studies,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.paymentReceipt,
    subject: 'Your {{appName}} receipt: {{packageName}}',
    variables: [
      'firstName',
      'packageName',
      'listPrice',
      'packageDiscount',
      'affiliateDiscount',
      'couponDiscount',
      'amountPaid',
      'points',
      'expiryDate',
      'reference',
      'paidAt',
      'url',
      'appName',
    ],
    html: layout(
      'Thank you for your purchase',
      p('Hi {{firstName}},') +
        p('Your payment was successful and your points are ready to use.') +
        `<table style="width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 16px;">
<tr><td style="padding:4px 0;">{{packageName}} (list price)</td><td style="padding:4px 0;text-align:end;">{{listPrice}}</td></tr>
<tr><td style="padding:4px 0;">Package discount</td><td style="padding:4px 0;text-align:end;">{{packageDiscount}}</td></tr>
<tr><td style="padding:4px 0;">Referral discount</td><td style="padding:4px 0;text-align:end;">{{affiliateDiscount}}</td></tr>
<tr><td style="padding:4px 0;">Coupon discount</td><td style="padding:4px 0;text-align:end;">{{couponDiscount}}</td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #e5e7eb;font-weight:700;">Total paid</td><td style="padding:8px 0;border-top:1px solid #e5e7eb;text-align:end;font-weight:700;">{{amountPaid}}</td></tr>
</table>` +
        p('Points credited: {{points}}, valid until {{expiryDate}}.') +
        p('Paid on {{paidAt}}. Reference: {{reference}}.') +
        p(
          'All purchases are final. Card details are handled by our payment provider and never stored by us.',
        ),
      { label: 'Unlock your subjects' },
    ),
    text: `Hi {{firstName}},

Your payment was successful and your points are ready to use.

{{packageName}} (list price): {{listPrice}}
Package discount: {{packageDiscount}}
Referral discount: {{affiliateDiscount}}
Coupon discount: {{couponDiscount}}
Total paid: {{amountPaid}}

Points credited: {{points}}, valid until {{expiryDate}}.
Paid on {{paidAt}}. Reference: {{reference}}.

Unlock your subjects here:

{{url}}

All purchases are final. Card details are handled by our payment provider and never stored by us.

Good luck with your studies,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.commissionApproved,
    subject: 'Your {{appName}} commission is approved: {{amount}}',
    variables: ['firstName', 'commissions', 'amount', 'approvedAt', 'url', 'appName'],
    html: layout(
      'Commission approved',
      p('Hi {{firstName}},') +
        p('Good news: we approved {{commissions}} worth {{amount}} in total on {{approvedAt}}.') +
        p(
          'Approved commissions are paid out with the next payout; you can follow each one on your commissions page.',
        ),
      { label: 'See your commissions' },
      'Thank you for spreading the word,',
    ),
    text: `Hi {{firstName}},

Good news: we approved {{commissions}} worth {{amount}} in total on {{approvedAt}}.

Approved commissions are paid out with the next payout; you can follow each one on your
commissions page:

{{url}}

Thank you for spreading the word,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.accountDeactivated,
    subject: 'Your {{appName}} account has been deactivated',
    variables: ['firstName', 'email', 'supportEmail', 'appName'],
    html: layout(
      'Your account has been deactivated',
      p('Hi {{firstName}},') +
        p(
          'An administrator has deactivated your {{appName}} account ({{email}}). You can still sign in, but exams, packages and the other pages stay closed until the account is reactivated.',
        ) +
        p(
          'If you think this is a mistake or would like the account back, write to <a href="mailto:{{supportEmail}}" style="color:#2563eb;">{{supportEmail}}</a> with the subject "Account Reactivation Request". Please include your account e-mail ({{email}}) and the reason for your request.',
        ),
      undefined,
      'Kind regards,',
    ),
    text: `Hi {{firstName}},

An administrator has deactivated your {{appName}} account ({{email}}). You can still sign in,
but exams, packages and the other pages stay closed until the account is reactivated.

If you think this is a mistake or would like the account back, write to {{supportEmail}}
with the subject "Account Reactivation Request". Please include your account e-mail
({{email}}) and the reason for your request.

Kind regards,
The {{appName}} team
`,
  },
  {
    key: TEMPLATE_KEYS.accountReactivated,
    subject: 'Your {{appName}} account is active again',
    variables: ['firstName', 'url', 'appName'],
    html: layout(
      'Welcome back',
      p('Hi {{firstName}},') +
        p(
          'An administrator has reactivated your {{appName}} account. You can sign in again and pick up where you left off.',
        ),
      { label: 'Sign in' },
    ),
    text: `Hi {{firstName}},

An administrator has reactivated your {{appName}} account. You can sign in again and pick up
where you left off:

{{url}}

Good luck with your studies,
The {{appName}} team
`,
  },
];
