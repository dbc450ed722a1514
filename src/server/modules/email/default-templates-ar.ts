import { DEFAULT_TEMPLATES, type NewTemplate, TEMPLATE_KEYS } from './default-templates';

/**
 * The Arabic versions of the default templates (Modern Standard Arabic, docs/arabic-glossary.md),
 * right to left. They have the same keys and variables as the English ones; Latin-script values
 * (addresses, amounts, references, links) sit in `dir="ltr"` spans so that the Arabic sentence
 * around them reads in the right order.
 */

const ltr = (value: string) => `<span dir="ltr">${value}</span>`;

function layout(
  heading: string,
  body: string,
  button?: { label: string },
  signOff = 'نتمنى لك التوفيق في دراستك،',
): string {
  const action = button
    ? `<p style="margin:28px 0;"><a href="{{url}}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block;">${button.label}</a></p>
<p style="font-size:13px;color:#6b7280;">إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في المتصفح:<br><a href="{{url}}" dir="ltr" style="color:#2563eb;word-break:break-all;">{{url}}</a></p>`
    : '';
  return `<!doctype html>
<html lang="ar" dir="rtl">
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Tahoma,Arial,Helvetica,sans-serif;color:#111827;">
<div dir="rtl" lang="ar" style="max-width:560px;margin:0 auto;padding:32px 16px;text-align:start;">
<div style="background:#ffffff;border-radius:8px;padding:32px;">
<p style="font-size:20px;font-weight:700;color:#2563eb;margin:0 0 24px;">{{appName}}</p>
<h1 style="font-size:22px;margin:0 0 16px;">${heading}</h1>
${body}
${action}
<p style="margin:24px 0 0;">${signOff}<br>فريق {{appName}}</p>
</div>
<p style="font-size:12px;color:#9ca3af;text-align:center;margin:16px 0 0;">وصلتك هذه الرسالة لأن لديك حسابًا في {{appName}}.</p>
</div>
</body>
</html>
`;
}

const p = (text: string) =>
  `<p style="font-size:15px;line-height:1.8;margin:0 0 12px;">${text}</p>`;

const row = (label: string, value: string, total = false) => {
  const style = total
    ? 'padding:8px 0;border-top:1px solid #e5e7eb;font-weight:700;'
    : 'padding:4px 0;';
  return `<tr><td style="${style}">${label}</td><td style="${style}text-align:end;">${ltr(value)}</td></tr>`;
};

const variablesOf = (key: string) => DEFAULT_TEMPLATES.find((t) => t.key === key)?.variables;

const ARABIC: NewTemplate[] = [
  {
    key: TEMPLATE_KEYS.verifyEmail,
    subject: 'أكّد عنوان بريدك الإلكتروني في {{appName}}',
    html: layout(
      'أكّد عنوان بريدك الإلكتروني',
      p('مرحبًا {{firstName}}،') +
        p('يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، حتى نحافظ على أمان حسابك.') +
        p('الرابط صالح لمدة ساعة واحدة.'),
      { label: 'تأكيد البريد الإلكتروني' },
    ),
    text: `مرحبًا {{firstName}}،

يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، حتى نحافظ على أمان حسابك في {{appName}}.
افتح هذا الرابط (صالح لمدة ساعة واحدة):

{{url}}

إذا لم تُنشئ حسابًا، فيمكنك تجاهل هذه الرسالة.

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.resetPassword,
    subject: 'إعادة تعيين كلمة المرور في {{appName}}',
    html: layout(
      'إعادة تعيين كلمة المرور',
      p('مرحبًا {{firstName}}،') +
        p('تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك. اختر كلمة مرور جديدة من هنا.') +
        p(
          'الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
        ),
      { label: 'اختيار كلمة مرور جديدة' },
    ),
    text: `مرحبًا {{firstName}}،

تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في {{appName}}.
اختر كلمة مرور جديدة من هنا (الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط):

{{url}}

إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.emailVerified,
    subject: 'تمّ تأكيد عنوان بريدك الإلكتروني',
    html: layout(
      'تمّ تأكيد البريد الإلكتروني',
      p('مرحبًا {{firstName}}،') +
        p('شكرًا لك: تمّ تأكيد عنوان بريدك الإلكتروني. يمكنك الآن تسجيل الدخول ومواصلة التدرّب.'),
      { label: 'تسجيل الدخول' },
    ),
    text: `مرحبًا {{firstName}}،

شكرًا لك: تمّ تأكيد عنوان بريدك الإلكتروني. يمكنك الآن تسجيل الدخول ومواصلة التدرّب:

{{url}}

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.welcome,
    subject: 'مرحبًا بك في {{appName}}: أكّد عنوان بريدك الإلكتروني',
    html: layout(
      'مرحبًا بك في {{appName}}',
      p('مرحبًا {{firstName}}،') +
        p('حسابك جاهز. {{gettingStarted}}') +
        p(
          'يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني، حتى نحافظ على أمان حسابك. الرابط صالح لمدة ساعة واحدة.',
        ),
      { label: 'تأكيد البريد الإلكتروني' },
    ),
    text: `مرحبًا {{firstName}}،

حسابك في {{appName}} جاهز. {{gettingStarted}}

يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني (الرابط صالح لمدة ساعة واحدة):

{{url}}

إذا لم تُنشئ حسابًا، فيمكنك تجاهل هذه الرسالة.

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.paymentReceipt,
    subject: 'إيصال الشراء من {{appName}}: {{packageName}}',
    html: layout(
      'شكرًا لك على الشراء',
      p('مرحبًا {{firstName}}،') +
        p('تمّت عملية الدفع بنجاح، ونقاطك جاهزة للاستخدام.') +
        `<table style="width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 16px;">
${row('{{packageName}} (السعر قبل الخصم)', '{{listPrice}}')}
${row('خصم الباقة', '{{packageDiscount}}')}
${row('خصم الإحالة', '{{affiliateDiscount}}')}
${row('خصم قسيمة الخصم', '{{couponDiscount}}')}
${row('المبلغ المدفوع', '{{amountPaid}}', true)}
</table>` +
        p('النقاط المُضافة: {{points}}، وهي صالحة حتى {{expiryDate}}.') +
        p(`تاريخ الدفع: {{paidAt}}. الرقم المرجعي: ${ltr('{{reference}}')}.`) +
        p(
          'جميع عمليات الشراء نهائية. يتولّى مزوّد خدمة الدفع معالجة بيانات بطاقتك، ولا نخزّنها لدينا أبدًا.',
        ),
      { label: 'افتح موادك' },
    ),
    text: `مرحبًا {{firstName}}،

تمّت عملية الدفع بنجاح، ونقاطك جاهزة للاستخدام.

{{packageName}} (السعر قبل الخصم): {{listPrice}}
خصم الباقة: {{packageDiscount}}
خصم الإحالة: {{affiliateDiscount}}
خصم قسيمة الخصم: {{couponDiscount}}
المبلغ المدفوع: {{amountPaid}}

النقاط المُضافة: {{points}}، وهي صالحة حتى {{expiryDate}}.
تاريخ الدفع: {{paidAt}}. الرقم المرجعي: {{reference}}.

افتح موادك من هنا:

{{url}}

جميع عمليات الشراء نهائية. يتولّى مزوّد خدمة الدفع معالجة بيانات بطاقتك، ولا نخزّنها لدينا أبدًا.

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.commissionApproved,
    subject: 'تمّت الموافقة على عمولتك في {{appName}}: {{amount}}',
    html: layout(
      'تمّت الموافقة على العمولة',
      p('مرحبًا {{firstName}}،') +
        p(
          `أخبار سارّة: وافقنا في {{approvedAt}} على {{commissions}} بقيمة إجمالية قدرها ${ltr('{{amount}}')}.`,
        ) +
        p(
          'تُصرف العمولات المعتمدة مع الدفعة التالية من صرف المستحقات، ويمكنك متابعة كل عمولة منها في صفحة العمولات.',
        ),
      { label: 'عرض عمولاتك' },
      'شكرًا لك على تعريف الآخرين بنا،',
    ),
    text: `مرحبًا {{firstName}}،

أخبار سارّة: وافقنا في {{approvedAt}} على {{commissions}} بقيمة إجمالية قدرها {{amount}}.

تُصرف العمولات المعتمدة مع الدفعة التالية من صرف المستحقات، ويمكنك متابعة كل عمولة منها
في صفحة العمولات:

{{url}}

شكرًا لك على تعريف الآخرين بنا،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.accountDeactivated,
    subject: 'تمّ إيقاف حسابك في {{appName}}',
    html: layout(
      'تمّ إيقاف حسابك',
      p('مرحبًا {{firstName}}،') +
        p(
          `أوقف أحد المسؤولين حسابك في {{appName}} (${ltr('{{email}}')}). لا يزال بإمكانك تسجيل الدخول، لكن الاختبارات والباقات وسائر الصفحات تبقى مغلقة إلى أن يُعاد تفعيل الحساب.`,
        ) +
        p(
          `إذا كنت ترى أن ذلك حدث عن طريق الخطأ أو ترغب في استعادة حسابك، فراسلنا على <a href="mailto:{{supportEmail}}" dir="ltr" style="color:#2563eb;">{{supportEmail}}</a> واكتب في عنوان الرسالة: ${ltr('Account Reactivation Request')}. يُرجى ذكر البريد الإلكتروني لحسابك (${ltr('{{email}}')}) وسبب طلبك.`,
        ),
      undefined,
      'مع أطيب التحيات،',
    ),
    text: `مرحبًا {{firstName}}،

أوقف أحد المسؤولين حسابك في {{appName}} ({{email}}). لا يزال بإمكانك تسجيل الدخول،
لكن الاختبارات والباقات وسائر الصفحات تبقى مغلقة إلى أن يُعاد تفعيل الحساب.

إذا كنت ترى أن ذلك حدث عن طريق الخطأ أو ترغب في استعادة حسابك، فراسلنا على {{supportEmail}}
واكتب في عنوان الرسالة: Account Reactivation Request. يُرجى ذكر البريد الإلكتروني لحسابك
({{email}}) وسبب طلبك.

مع أطيب التحيات،
فريق {{appName}}
`,
  },
  {
    key: TEMPLATE_KEYS.accountReactivated,
    subject: 'أُعيد تفعيل حسابك في {{appName}}',
    html: layout(
      'مرحبًا بعودتك',
      p('مرحبًا {{firstName}}،') +
        p(
          'أعاد أحد المسؤولين تفعيل حسابك في {{appName}}. يمكنك تسجيل الدخول مجددًا ومتابعة ما بدأته.',
        ),
      { label: 'تسجيل الدخول' },
    ),
    text: `مرحبًا {{firstName}}،

أعاد أحد المسؤولين تفعيل حسابك في {{appName}}. يمكنك تسجيل الدخول مجددًا ومتابعة ما بدأته:

{{url}}

نتمنى لك التوفيق في دراستك،
فريق {{appName}}
`,
  },
];

/** The Arabic defaults, with exactly the variables of their English versions. */
export const ARABIC_TEMPLATES: NewTemplate[] = ARABIC.map((t) => ({
  ...t,
  variables: variablesOf(t.key) ?? [],
}));
