// The data set of bench/analytics.mjs (issue 17): 10,000 users, 100,000 page views, 20,000
// payments and what goes with them (sessions, referral visits, packages held, commissions,
// questions, 30,000 exams with their items and scored responses, e-mails), written with
// set-based SQL (generate_series, INSERT … SELECT) on one connection, seeded so that every run
// loads the same shape. `scale` shrinks every count (a quick run of the harness).
//
// Columns the schema may gain (a device or a country on page_views) are filled when they exist:
// see OPTIONAL_COLUMNS; coupons (migration 0015) are used when their tables exist. A superuser
// load skips the per-row foreign-key triggers; the rows go in the order the app writes them
// (by time; an exam's items together), then VACUUM ANALYZE as autovacuum would.

export const FULL = {
  users: 10_000,
  pageViews: 100_000,
  payments: 20_000,
  sessions: 20_000,
  visitors: 30_000,
  referralVisits: 10_000,
  questionsPerSubject: 600,
  exams: 30_000,
  emails: 5_000,
};

/** Values repeated by weight: SQL picks one with `arr[1 + floor(random() * n)]`. */
function weighted(pairs) {
  const out = [];
  for (const [value, weight] of pairs) for (let i = 0; i < weight; i++) out.push(value);
  return out;
}

const pick = (param) => `(${param})[1 + floor(random() * cardinality(${param}))::int]`;

const FIRST_NAMES = [
  'Omar',
  'Layla',
  'Youssef',
  'Mariam',
  'Ahmed',
  'Nour',
  'Karim',
  'Salma',
  'Hassan',
  'Farah',
  'Ali',
  'Hana',
  'Adam',
  'Lina',
  'Zaid',
  'Sara',
];
const LAST_NAMES = [
  'Haddad',
  'Mansour',
  'Khalil',
  'Nasser',
  'Saleh',
  'Farouk',
  'Aziz',
  'Rahman',
  'Said',
  'Hamdan',
  'Qasim',
  'Darwish',
];
const COUNTRIES = weighted([
  ['EG', 30],
  ['SA', 20],
  ['AE', 15],
  ['KW', 8],
  ['QA', 6],
  ['JO', 6],
  ['BH', 4],
  ['OM', 3],
  ['US', 4],
  ['GB', 4],
]);
const COUNTRY_NAMES = {
  EG: 'Egypt',
  SA: 'Saudi Arabia',
  AE: 'United Arab Emirates',
  KW: 'Kuwait',
  QA: 'Qatar',
  JO: 'Jordan',
  BH: 'Bahrain',
  OM: 'Oman',
  US: 'United States',
  GB: 'United Kingdom',
};
/**
 * [path, title, weight] as the web app names its routes (src/web/paths.ts): public pages most,
 * the student area next. `:examId` and `:packageId` become ids (many distinct exam pages).
 */
const PAGES = [
  ['/', 'Tafawuq — exam preparation', 26],
  ['/auth', 'Sign in', 12],
  ['/help', 'Help', 3],
  ['/help/tutorials/getting-started', 'Getting started', 2],
  ['/terms-and-policies', 'Terms and policies', 1],
  ['/student/dashboard', 'Dashboard', 12],
  ['/student/create-exam', 'Create an exam', 6],
  ['/student/my-exams', 'My exams', 6],
  ['/student/exam/:examId/process', 'Exam', 8],
  ['/student/exam/:examId/report', 'Exam report', 5],
  ['/student/unlocked-subjects', 'Unlocked subjects', 2],
  ['/student/packages', 'Packages', 4],
  ['/student/buy-package', 'Buy a package', 3],
  ['/student/payment/:packageId', 'Payment', 2],
  ['/student/payment-result', 'Payment result', 1],
  ['/student/profile', 'Profile', 1],
  ['/affiliate/dashboard', 'Affiliate dashboard', 1],
  ['/admin/dashboard', 'Admin dashboard', 1],
];
const PAGE_INDEX = weighted(PAGES.map((p, i) => [i + 1, p[2]]));
const REFERRERS = weighted([
  ['', 45],
  ['https://www.google.com/', 25],
  ['https://www.facebook.com/', 8],
  ['https://www.instagram.com/', 5],
  ['https://t.co/', 3],
  ['https://www.bing.com/', 2],
  ['https://www.youtube.com/', 2],
  ['https://tafawuq.example/', 10],
]);
/** [device, browser, os, user agent], by weight. */
const DEVICES = [
  [
    'desktop',
    'Chrome',
    'Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    40,
  ],
  [
    'desktop',
    'Safari',
    'macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    12,
  ],
  [
    'mobile',
    'Mobile Safari',
    'iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    20,
  ],
  [
    'mobile',
    'Chrome',
    'Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    21,
  ],
  [
    'tablet',
    'Mobile Safari',
    'iOS',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    7,
  ],
];
const DEVICE_INDEX = weighted(DEVICES.map((d, i) => [i + 1, d[4]]));

/**
 * Columns a later migration may add, with the SQL that fills them from the generating row (its
 * aliases: g.dev 1-based index into DEVICES, g.ctry a country code, g.ip a text address). A
 * table's NOT NULL column without a default that is in neither list stops the load with its name.
 */
const OPTIONAL_COLUMNS = {
  page_views: {
    device_type: 'g.device_type',
    device: 'g.device_type',
    browser: 'g.browser',
    os: 'g.os',
    user_agent: 'g.user_agent',
    country_code: 'g.ctry',
    country: 'g.ctry',
    ip_address: 'g.ip',
    location_info: `jsonb_build_object('country_code', g.ctry, 'country', g.country_name)`,
    session_id: `md5('session-' || g.visitor)`,
  },
};

async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows;
}

/** Optional columns present on `table`, as [names, expressions]; throws on an unknown required one. */
async function optionalColumns(client, table, known) {
  const extra = OPTIONAL_COLUMNS[table] ?? {};
  const names = [];
  const exprs = [];
  for (const c of await columnsOf(client, table)) {
    if (known.includes(c.column_name)) continue;
    if (extra[c.column_name]) {
      names.push(c.column_name);
      exprs.push(extra[c.column_name]);
    } else if (c.is_nullable === 'NO' && c.column_default === null) {
      throw new Error(
        `${table}.${c.column_name} is NOT NULL without a default: teach bench/analytics-data.mjs to fill it`,
      );
    }
  }
  return { names, exprs };
}

const sqlArray = (values) =>
  `array[${values.map((v) => (typeof v === 'number' ? v : `'${String(v).replaceAll("'", "''")}'`)).join(',')}]`;

/**
 * Loads the data set through `client` (a connected pg.Client on a migrated database holding its
 * reference data). `passwordHash` is every user's credential; `log` receives progress lines.
 * Returns the row counts.
 */
export async function buildAnalyticsData(client, { scale = 1, passwordHash, log = () => {} }) {
  const n = Object.fromEntries(
    Object.entries(FULL).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))]),
  );
  const admins = Math.max(2, Math.round(20 * scale));
  const affiliates = Math.max(5, Math.round(250 * scale));
  const inactive = Math.max(1, Math.round(30 * scale));
  const firstStudent = admins + affiliates + inactive + 1;
  const q = async (label, text, params) => {
    const started = performance.now();
    const res = await client.query(text, params);
    log(`${label}: ${res.rowCount ?? 0} rows, ${Math.round(performance.now() - started)} ms`);
    return res;
  };
  const userId = (expr) => `md5('bench-user-' || (${expr}))`;

  await client.query('select setseed(0.1717)');
  await client.query('set synchronous_commit = off');
  // Consistent by construction: a superuser skips the per-row foreign-key triggers (the cost
  // of a bulk load), as pg_restore --disable-triggers does.
  const { rows: su } = await client.query(
    `select rolsuper from pg_roles where rolname = current_user`,
  );
  if (su[0]?.rolsuper) await client.query('set session_replication_role = replica');

  // Users: a few administrators, 2.5 % affiliates, the rest students (a few deactivated),
  // signing up over 18 months with growth (more of them recently).
  await q(
    'users (temp)',
    `create temp table bu as
     select i, ${userId('i')} as id,
       case when i <= ${admins} then 'admin'
            when i <= ${admins + affiliates} then 'affiliate'
            when i < ${firstStudent} then 'inactive' else 'student' end as role,
       now() - (548 * power(random(), 1.6)) * interval '1 day' as created_at,
       random() as r1, random() as r2, random() as r3, random() as r4
     from generate_series(1, ${n.users}) as i`,
  );
  await client.query('create index on bu (i)');
  await q(
    'profiles',
    `insert into profiles (id, name, email, email_verified, first_name, last_name, phone_number,
        role, previous_role, code, referred_by, country_code, admin_verified, unlock_points,
        created_at, updated_at)
     select id, fn || ' ' || ln, 'bench.user.' || i || '@example.test', r1 < 0.85, fn, ln,
       '+20 100 ' || lpad(i::text, 7, '0'), role,
       case when role = 'inactive' then 'student' end,
       case when role = 'affiliate' then 'AFF' || lpad(i::text, 5, '0') end,
       case when role = 'student' and r2 < 0.22
            then ${userId(`${admins} + 1 + floor(power(r3, 2) * ${affiliates})::int`)} end,
       ${pick(sqlArray(COUNTRIES))},
       role in ('admin', 'affiliate') or r4 < 0.05, 0, created_at, created_at
     from (select bu.*,
                  (${sqlArray(FIRST_NAMES)})[1 + (i % ${FIRST_NAMES.length})] as fn,
                  (${sqlArray(LAST_NAMES)})[1 + ((i / 7) % ${LAST_NAMES.length})] as ln
             from bu) as u
     order by created_at`,
  );
  // Students by sign-up time: an event at t (a payment, an exam) picks one who had signed up.
  await client.query(
    `create temp table bstud as
     select row_number() over (order by created_at)::int as k, id, created_at from bu
      where role = 'student'`,
  );
  await client.query('create index on bstud (created_at)');
  await client.query('create index on bstud (k)');
  const studentBefore = (t, r) => `
     cross join lateral (select coalesce((select k from bstud where created_at < ${t}
                                           order by created_at desc limit 1), 1) as c) as before
     join bstud as s on s.k = 1 + floor(${r} * before.c)::int`;
  await q(
    'accounts (credentials)',
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select md5('bench-account-' || i), id, 'credential', id, $1, created_at, created_at from bu
      order by created_at`,
    [passwordHash],
  );

  // Auth sessions with device and place (what the sessions page and devices charts read).
  await q(
    'user sessions',
    `insert into user_sessions (user_id, session_token, ip_address, user_agent, device_info,
        location_info, device_type, browser, os, last_activity, created_at, expires_at, is_active,
        login_method)
     select u.id, md5('bench-session-' || g.i), g.ip, d.ua,
       jsonb_build_object('type', d.device_type, 'browser', d.browser, 'os', d.os),
       jsonb_build_object('country_code', u.country_code), d.device_type, d.browser, d.os,
       g.created_at + interval '40 minutes', g.created_at, g.created_at + interval '1 day',
       g.created_at > now() - interval '1 day', 'email'
     from (select i, ${firstStudent - affiliates - inactive} + floor(random() * ${n.users - admins})::int as u,
                  ${pick(sqlArray(DEVICE_INDEX))} as dev,
                  '10.' || floor(random() * 255)::int || '.' || floor(random() * 255)::int || '.' || floor(random() * 255)::int as ip,
                  now() - (90 * power(random(), 1.3)) * interval '1 day' as created_at
             from generate_series(1, ${n.sessions}) as i) as g
     join (select id, i, country_code from profiles join bu using (id)) as u on u.i = g.u
     join (values ${DEVICES.map((d, i) => `(${i + 1}, '${d[0]}', '${d[1]}', '${d[2]}', '${d[3]}')`).join(',')})
            as d(dev, device_type, browser, os, ua) on d.dev = g.dev
     order by g.created_at`,
  );

  // Page views over 180 days (the 90-day period and the one before it), more of them lately;
  // returning visitors (a few visitors make many views); a third signed in.
  const known = ['id', 'path', 'title', 'referrer', 'visitor_id', 'user_id', 'created_at'];
  const extra = await optionalColumns(client, 'page_views', known);
  if (extra.names.length) log(`page_views also gets: ${extra.names.join(', ')}`);
  const signedInVisitors = Math.min(Math.round(n.visitors * 0.2), n.users - firstStudent);
  await q(
    'page views',
    `insert into page_views (path, title, referrer, visitor_id, user_id, created_at
        ${extra.names.map((c) => `, ${c}`).join('')})
     select replace(replace(g.path, ':examId', md5('bench-exam-' || (g.i % ${n.exams}))::uuid::text),
                    ':packageId', '00000000-0000-4000-8000-00000000000' || (2 + g.i % 3)),
       g.title, nullif(g.referrer, ''), 'v-' || substr(md5('visitor-' || g.visitor), 1, 22),
       case when g.visitor <= ${signedInVisitors} and (g.path like '/student%' or g.r < 0.5)
            then ${userId(`${firstStudent} + g.visitor - 1`)} end,
       g.created_at ${extra.exprs.map((e) => `, ${e}`).join('')}
     from (select g0.*, p.path, p.title, d.device_type, d.browser, d.os, d.user_agent,
                  c.country_name
             from (select i, 1 + floor(${n.visitors} * power(random(), 2.2))::int as visitor,
                          ${pick(sqlArray(PAGE_INDEX))} as page, ${pick(sqlArray(REFERRERS))} as referrer,
                          ${pick(sqlArray(DEVICE_INDEX))} as dev, ${pick(sqlArray(COUNTRIES))} as ctry,
                          random() as r,
                          '10.' || floor(random() * 255)::int || '.' || floor(random() * 255)::int || '.' || floor(random() * 255)::int as ip,
                          now() - (180 * power(random(), 1.3)) * interval '1 day' as created_at
                     from generate_series(1, ${n.pageViews}) as i) as g0
             join (values ${PAGES.map((p, i) => `(${i + 1}, '${p[0]}', '${p[1].replaceAll("'", "''")}')`).join(',')})
                    as p(page, path, title) on p.page = g0.page
             join (values ${DEVICES.map((d, i) => `(${i + 1}, '${d[0]}', '${d[1]}', '${d[2]}', '${d[3]}')`).join(',')})
                    as d(dev, device_type, browser, os, user_agent) on d.dev = g0.dev
             join (values ${Object.entries(COUNTRY_NAMES)
               .map(([code, name]) => `('${code}', '${name}')`)
               .join(',')}) as c(ctry, country_name) on c.ctry = g0.ctry) as g
     order by g.created_at`,
  );

  // Visits through affiliate links (one per visitor, affiliate and day).
  await q(
    'referral visits',
    `insert into referral_visits (affiliate_id, visitor_id, day, path, created_at)
     select ${userId(`${admins} + 1 + floor(power(random(), 2) * ${affiliates})::int`)},
       'v-' || substr(md5('visitor-' || (1 + floor(random() * ${n.visitors})::int)), 1, 22),
       (now() - t * interval '1 day')::date, '/', now() - t * interval '1 day'
     from (select 180 * power(random(), 1.3) as t from generate_series(1, ${n.referralVisits})) as g
     order by g.t desc
     on conflict do nothing`,
  );

  // Payments over 18 months, each after its student signed up: a mix of packages, statuses,
  // providers; referred students' checkouts carry their affiliate and discount.
  await q(
    'payments (temp)',
    `create temp table bpay as
     select g.i, gen_random_uuid() as id, s.id as user_id, p.referred_by,
       greatest(g.t, s.created_at + interval '1 hour') as created_at,
       case when g.r_pkg < 0.5 then '00000000-0000-4000-8000-000000000002'
            when g.r_pkg < 0.85 then '00000000-0000-4000-8000-000000000003'
            else '00000000-0000-4000-8000-000000000004' end::uuid as package_id,
       case when g.r_status < 0.74 then 'succeeded' when g.r_status < 0.81 then 'refunded'
            when g.r_status < 0.88 then 'failed' when g.r_status < 0.98 then 'expired'
            else 'pending' end as status,
       g.r_provider, g.r_refund
     from (select i, now() - 548 * power(random(), 1.3) * interval '1 day' as t,
                  random() as r_pick, random() as r_pkg, random() as r_status,
                  random() as r_provider, random() as r_refund
             from generate_series(1, ${n.payments}) as i) as g
     ${studentBefore('g.t', 'g.r_pick')}
     join profiles as p on p.id = s.id`,
  );
  // Coupons (migration 0015), when the schema has them: five codes, one checkout in ten uses one.
  const paymentCols = (await columnsOf(client, 'payments')).map((c) => c.column_name);
  const coupons = paymentCols.includes('coupon_id') && paymentCols.includes('discount_coupon');
  await client.query(
    `create temp table bcoupon (k int, id uuid, kind text, value numeric, redeemed boolean)`,
  );
  if (coupons) {
    await q(
      'coupons',
      `insert into coupons (code, kind, value, valid_from, created_by, created_at, updated_at)
       select code, kind, value, now() - interval '400 days', ${userId('1')},
         now() - interval '400 days', now() - interval '400 days'
       from (values ('WELCOME10', 'percent', 10), ('SUMMER20', 'percent', 20), ('EXAM5', 'fixed', 5),
                    ('BACK2SCHOOL', 'percent', 15), ('FRIENDS10', 'fixed', 10)) as v(code, kind, value)`,
    );
    await client.query(
      `insert into bcoupon select row_number() over (order by code), id, kind, value from coupons`,
    );
  }
  await q(
    'payments',
    `insert into payments (id, user_id, package_id, provider, provider_ref, amount_list,
        discount_package, discount_affiliate, amount_paid, currency, package_discount_percent,
        affiliate_discount_percent, affiliate_id, status, failure_reason, created_at, expires_at,
        completed_at, refunded_at, refunded_by, updated_at ${coupons ? ', coupon_id, discount_coupon' : ''})
     select b.id, b.user_id, b.package_id, case when b.r_provider < 0.6 then 'stripe' else 'sandbox' end,
       'cs_bench_' || b.i, k.price, x.dp, x.da, k.price - x.dp - x.da - x.dc, 'usd',
       k.discount_percent, case when b.referred_by is null then 0 else 10 end, b.referred_by,
       case when b.status = 'pending' and b.created_at < now() - interval '1 hour' then 'expired' else b.status end,
       case when b.status = 'failed' then 'Your card was declined.' end,
       b.created_at, b.created_at + interval '30 minutes',
       case when b.status in ('succeeded', 'refunded') then b.created_at + interval '2 minutes' end,
       case when b.status = 'refunded'
            then least(now(), b.created_at + (1 + b.r_refund * 20) * interval '1 day') end,
       case when b.status = 'refunded' then ${userId('1')} end,
       b.created_at ${coupons ? ', c.id, x.dc' : ''}
     from bpay as b
     join packages as k on k.id = b.package_id
     left join bcoupon as c on c.k = case when b.r_refund < 0.1 then 1 + b.i % 5 end
     cross join lateral (
       select round(k.price * k.discount_percent / 100, 2) as dp,
              case when b.referred_by is null then 0
                   else round((k.price - round(k.price * k.discount_percent / 100, 2)) * 0.10, 2) end as da
     ) as x0
     cross join lateral (
       select x0.dp, x0.da,
              case when c.kind = 'percent' then round((k.price - x0.dp - x0.da) * c.value / 100, 2)
                   when c.kind = 'fixed' then least(c.value, k.price - x0.dp - x0.da)
                   else 0 end as dc
     ) as x
     order by b.created_at`,
  );
  if (coupons) {
    await q(
      'coupon redemptions',
      `insert into coupon_redemptions (coupon_id, payment_id, user_id, created_at)
       select coupon_id, id, user_id, completed_at from payments
        where coupon_id is not null and status = 'succeeded'`,
    );
  }

  // Packages held: one per paid checkout (revoked when refunded), and the free trial that most
  // students start with.
  await q(
    'users_packages (bought)',
    `insert into users_packages (user_id, package_id, package_name, package_desc, package_price,
        package_unlock_points, availability, exam_limit, payment_id, purchase_date, expiry_date, status)
     select p.user_id, p.package_id, k.name, k.description, k.price, k.unlock_points,
       floor(k.unlock_points * 0.4)::int, k.exam_limit, p.id, p.completed_at,
       p.completed_at + k.validity_months * interval '1 month',
       case when p.status = 'refunded' then 'revoked'
            when p.completed_at + k.validity_months * interval '1 month' < now() then 'expired'
            else 'active' end
     from payments as p join packages as k on k.id = p.package_id
     where p.status in ('succeeded', 'refunded')
     order by p.completed_at`,
  );
  await q(
    'users_packages (trials)',
    `insert into users_packages (user_id, package_id, package_name, package_price,
        package_unlock_points, availability, exam_limit, purchase_date, expiry_date, status)
     select u.id, '00000000-0000-4000-8000-000000000001', 'Free Trial', 0, 1, 0, 2,
       u.created_at + u.r1 * interval '2 days', u.created_at + u.r1 * interval '2 days' + interval '3 days',
       case when u.created_at + u.r1 * interval '2 days' + interval '3 days' < now() then 'expired' else 'active' end
     from bu as u where u.role = 'student' and u.r4 < 0.65`,
  );

  // Commissions on referred students' payments: pending lately, approved, then paid; cancelled
  // when refunded.
  await q(
    'commissions',
    `insert into commissions (affiliate_id, student_id, payment_id, rate, amount, status,
        created_at, updated_at, approved_at, approved_by, paid_at, paid_by, payout_reference,
        cancelled_at)
     select p.affiliate_id, p.user_id, p.id, 10, round(p.amount_paid * 0.10, 2), s.status,
       p.completed_at, p.completed_at,
       case when s.status in ('approved', 'paid') then p.completed_at + interval '7 days' end,
       case when s.status in ('approved', 'paid') then ${userId('1')} end,
       case when s.status = 'paid' then p.completed_at + interval '30 days' end,
       case when s.status = 'paid' then ${userId('1')} end,
       case when s.status = 'paid' then 'PAYOUT-' || to_char(p.completed_at, 'YYYY-MM') end,
       case when s.status = 'cancelled' then p.refunded_at end
     from payments as p
     cross join lateral (select case when p.status = 'refunded' then 'cancelled'
                                     when p.completed_at > now() - interval '14 days' then 'pending'
                                     when p.completed_at > now() - interval '45 days' then 'approved'
                                     else 'paid' end as status) as s
     where p.affiliate_id is not null and p.status in ('succeeded', 'refunded')
     order by p.completed_at`,
  );

  // Questions: the seeded bank plus a synthetic share per subject and topic, in every status,
  // so that content analytics has thin and thick topics.
  await q(
    'questions',
    `insert into questions (subject_id, topic_id, type, stem, choices, answer, difficulty, irt_b,
        irt_c, source, status, content_hash, normalized_stem, created_at, updated_at)
     select t.subject_id, t.id, 'single', 'Bench question ' || g.i || ' on ' || t.slug,
       '[{"id":"a","text":"A"},{"id":"b","text":"B"},{"id":"c","text":"C"},{"id":"d","text":"D"}]'::jsonb,
       '{"type":"single","correct":"a"}'::jsonb,
       (array['easy','medium','hard'])[1 + g.i % 3], (g.i % 3) - 1, 0.25,
       (array['manual','import','item_model','ai'])[1 + (g.i / 3) % 4],
       case when g.r < 0.7 then 'confirmed' when g.r < 0.82 then 'pending_review'
            when g.r < 0.95 then 'draft' else 'archived' end,
       md5('bench-question-' || t.id || '-' || g.i), 'bench question ' || g.i || ' on ' || t.slug,
       now() - g.r * interval '400 days', now() - g.r * interval '30 days'
     from (select id, subject_id, slug, row_number() over (partition by subject_id order by sort_order) as k,
                  count(*) over (partition by subject_id) as topics
             from topics) as t
     cross join lateral (select i, random() as r
                           from generate_series(1, greatest(5, (${n.questionsPerSubject} * (1 + (t.k % 3))) / (2 * t.topics))::int) as i) as g`,
  );
  await q(
    'question pool (temp)',
    `create temp table bq as
     select id, subject_id, difficulty,
       row_number() over (partition by subject_id order by id) - 1 as k,
       count(*) over (partition by subject_id) as total
     from questions where status = 'confirmed'`,
  );
  await client.query('create index on bq (subject_id, k)');
  await client.query('analyze bq');

  // Exams: 30,000 by students over their time here, in every mode; most submitted, some left
  // unstarted, in progress or expired (the journey's drop-off points).
  await q(
    'exams (temp)',
    `create temp table bex as
     select g.i, gen_random_uuid() as id, s.id as user_id, sub.id as subject_id, sub.total,
       greatest(g.t, s.created_at + interval '10 minutes') as created_at,
       (array['practice','practice','practice','simulation','simulation','adaptive'])[1 + floor(g.r_mode * 6)::int] as mode,
       case when g.r_status < 0.72 then 'submitted' when g.r_status < 0.82 then 'ready'
            when g.r_status < 0.90 then 'in_progress' else 'expired' end as status,
       least(sub.total, 10 + floor(g.r_count * 21)::int) as question_count,
       floor(g.r_start * sub.total)::int as start_k, g.r_skill, g.r_answered
     from (select i, now() - 548 * power(random(), 1.3) * interval '1 day' as t, random() as r_pick,
                  1 + floor(random() * (select count(distinct subject_id) from bq))::int as sub,
                  random() as r_mode, random() as r_status, random() as r_count,
                  random() as r_start, 0.35 + 0.5 * random() as r_skill, random() as r_answered
             from generate_series(1, ${n.exams}) as i) as g
     ${studentBefore('g.t', 'g.r_pick')}
     join (select subject_id as id, max(total) as total,
                  row_number() over (order by subject_id) as s
             from bq group by subject_id) as sub on sub.s = g.sub`,
  );
  // Items: submitted exams answered through (a few skipped), in-progress and expired ones up to
  // where the student stopped; correctness by the student's skill and the item's difficulty.
  await q(
    'exam items (temp)',
    `create temp table bitems as
     select e.id as exam_id, e.created_at as exam_created_at, p as position, q.id as question_id,
       a.answered, a.correct, e.status = 'submitted' as scored,
       case when a.answered then a.ms else 0 end as ms,
       case when a.answered then e.created_at + interval '2 minutes' + p * interval '75 seconds' end as answered_at
     from bex as e
     cross join generate_series(1, e.question_count) as p
     join bq as q on q.subject_id = e.subject_id and q.k = (e.start_k + p) % e.total
     cross join lateral (
       select case e.status when 'submitted' then random() > 0.04
                            when 'ready' then false
                            else p <= floor(e.r_answered * e.question_count) end as answered,
              random() < e.r_skill + case q.difficulty when 'easy' then 0.15 when 'hard' then -0.15 else 0 end as correct,
              (15000 + random() * 150000)::int as ms
     ) as a`,
  );
  await q(
    'exams',
    `insert into exams (id, user_id, subject_id, template_id, title, mode, status, settings,
        sections, current_section, question_count, created_at, started_at, deadline_at,
        submitted_at, raw_score, max_score, percent, time_spent_ms)
     select e.id, e.user_id, e.subject_id, t.id,
       case e.mode when 'practice' then 'Practice exam' when 'simulation' then 'Full simulation' else 'Adaptive exam' end,
       e.mode, e.status,
       jsonb_build_object('origin', case when t.id is null then 'custom' else 'template' end,
         'timed', e.mode <> 'practice', 'difficulty', 'mixed', 'maxItems', null,
         'scoring', jsonb_build_object('scale', 'percent', 'cutPoints', '[]'::jsonb), 'sourceExamId', null),
       jsonb_build_array(jsonb_build_object('title', 'Part 1', 'directions', '', 'calculator', false,
         'questionCount', e.question_count, 'durationMinutes', 60, 'topicIds', '[]'::jsonb,
         'startedAt', null, 'deadlineAt', null, 'finishedAt', null)),
       0, e.question_count, e.created_at,
       case when e.status <> 'ready' then e.created_at + interval '2 minutes' end,
       case when e.status in ('in_progress', 'expired') then e.created_at + interval '62 minutes' end,
       case when e.status = 'submitted' then e.created_at + interval '2 minutes' + e.question_count * interval '75 seconds' end,
       s.raw, case when e.status = 'submitted' then e.question_count end,
       round((100.0 * s.raw / e.question_count)::numeric, 1),
       case when e.status in ('submitted', 'expired') then coalesce(tm.ms, 0) end
     from bex as e
     left join (select exam_id, sum((answered and correct)::int) as raw from bitems
                 where scored group by exam_id) as s on s.exam_id = e.id
     left join (select exam_id, sum(ms) as ms from bitems group by exam_id) as tm on tm.exam_id = e.id
     left join lateral (select id from exam_templates
                         where subject_id = e.subject_id and e.mode = 'simulation' limit 1) as t on true
     order by e.created_at`,
  );
  // As the app writes them: an exam's items together when the exam is created.
  await q(
    'exam items',
    `insert into exam_items (exam_id, position, section, question_id, choice_order, answer,
        is_correct, score, time_spent_ms, answered_at, client_seq)
     select exam_id, position, 0, question_id, '["a","b","c","d"]'::jsonb,
       case when answered then jsonb_build_object('type', 'single', 'choice', case when correct then 'a' else 'b' end) end,
       case when scored then answered and correct end,
       case when scored then (answered and correct)::int end,
       ms, answered_at, case when answered then position else -1 end
     from bitems
     order by exam_created_at, exam_id, position`,
  );
  await q(
    'item responses',
    `insert into item_responses (question_id, attempt_id, user_id, score, attempt_score, time_ms,
                                 answered_at)
     select i.question_id, i.exam_id, e.user_id, coalesce(i.score, 0),
            sum(coalesce(i.score, 0)) over (partition by i.exam_id), i.time_spent_ms, i.answered_at
     from exam_items as i join exams as e on e.id = i.exam_id
     where e.status = 'submitted' and i.answered_at is not null
     order by e.submitted_at, i.exam_id, i.position`,
  );
  await q(
    'question statistics',
    `update questions as q set times_seen = s.seen, times_correct = s.correct, total_time_ms = s.ms
     from (select question_id, count(*) as seen, sum(score)::int as correct, sum(time_ms) as ms
             from item_responses group by question_id) as s
     where q.id = s.question_id`,
  );

  // E-mails: the outbox over 90 days, a few failed.
  await q(
    'e-mails',
    `insert into email_messages (template_key, to_address, subject, html, text, status, attempts,
        error, created_at, sent_at)
     select 'welcome', 'bench.user.' || (1 + floor(random() * ${n.users})::int) || '@example.test',
       'Welcome to Tafawuq', '<p>Welcome</p>', 'Welcome', s.status,
       case when s.status = 'failed' then 5 else 1 end,
       case when s.status = 'failed' then 'connect ECONNREFUSED 127.0.0.1:25' end,
       g.t, case when s.status = 'sent' then g.t + interval '3 seconds' end
     from (select now() - 90 * random() * interval '1 day' as t, random() as r
             from generate_series(1, ${n.emails})) as g
     cross join lateral (select case when g.r < 0.02 then 'failed' else 'sent' end as status) as s`,
  );

  if (su[0]?.rolsuper) await client.query('set session_replication_role = default');
  // A server's autovacuum would have analysed (and vacuumed) tables that grew this much.
  const started = performance.now();
  await client.query('vacuum analyze');
  log(`vacuum analyze: ${Math.round(performance.now() - started)} ms`);

  const counts = {};
  for (const table of [
    'profiles',
    'accounts',
    'user_sessions',
    'page_views',
    'referral_visits',
    'payments',
    'users_packages',
    'commissions',
    'questions',
    'exams',
    'exam_items',
    'item_responses',
    'email_messages',
  ]) {
    const { rows } = await client.query(`select count(*)::int as c from ${table}`);
    counts[table] = rows[0].c;
  }
  return counts;
}
