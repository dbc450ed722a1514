// The data set of bench/learning.mjs (issue 18): the analytics data set (bench/analytics-data.mjs:
// 10,000 users, 30,000 exams…) topped up to 100,000 exams with their items and scored
// responses, topic mastery for every student who answered, and one student with 200 submitted
// exams over three unlocked subjects, review cards and a study plan: the dashboard's heaviest
// ordinary reader. Set-based SQL on the loader's connection (it reuses the analytics loader's
// temp tables bq: confirmed questions, bstud: students), seeded, then VACUUM ANALYZE.
import { buildAnalyticsData } from './analytics-data.mjs';

export const TOTAL_EXAMS = 100_000;
export const STUDENT_EXAMS = 200;
export const STUDENT_SUBJECTS = 3;

/**
 * `count` exams for the users `userExpr` picks (SQL over g.r_pick), on subjects of the temp table
 * `subjectTable` (subject_id, total, s = 1…n), with items and, when submitted, responses.
 */
async function addExams(client, q, { count, userExpr, subjectTable, statusExpr }) {
  const { rows } = await client.query(`select count(*)::int as n from ${subjectTable}`);
  const subjects = rows[0].n;
  await q(
    `exams (temp, ${count})`,
    `create temp table lex as
     select gen_random_uuid() as id, ${userExpr} as user_id, sub.subject_id, sub.total,
       g.t as created_at, g.mode, ${statusExpr} as status,
       least(sub.total, 10 + floor(g.r_count * 21)::int) as question_count,
       floor(g.r_start * sub.total)::int as start_k, g.r_skill, g.r_answered
     from (select i, now() - 548 * power(random(), 1.3) * interval '1 day' as t,
                  random() as r_pick, 1 + floor(random() * ${subjects})::int as sub,
                  (array['practice','practice','practice','simulation','simulation','adaptive'])[1 + floor(random() * 6)::int] as mode,
                  random() as r_status, random() as r_count, random() as r_start,
                  0.35 + 0.5 * random() as r_skill, random() as r_answered
             from generate_series(1, ${count}) as i) as g
     join ${subjectTable} as sub on sub.s = g.sub`,
  );
  await q(
    'exam items (temp)',
    `create temp table litems as
     select e.id as exam_id, e.created_at as exam_created_at, p as position, q.id as question_id,
       a.answered, a.correct, e.status = 'submitted' as scored,
       case when a.answered then a.ms else 0 end as ms,
       case when a.answered then e.created_at + interval '2 minutes' + p * interval '75 seconds' end as answered_at
     from lex as e
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
  // θ, SE and the band of a submitted exam: a logit of its score is near enough for reading.
  await q(
    'exams',
    `insert into exams (id, user_id, subject_id, template_id, title, mode, status, settings,
        sections, current_section, question_count, created_at, started_at, deadline_at,
        submitted_at, raw_score, max_score, percent, theta, theta_se, band)
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
       b.theta, b.se,
       case when s.raw is not null then jsonb_build_object('theta', b.theta, 'se', b.se,
         'label', round(100.0 * s.raw / e.question_count) || '%',
         'low', greatest(0, round(100.0 * s.raw / e.question_count) - 15) || '%',
         'high', least(100, round(100.0 * s.raw / e.question_count) + 15) || '%') end
     from lex as e
     left join (select exam_id, sum((answered and correct)::int) as raw from litems
                 where scored group by exam_id) as s on s.exam_id = e.id
     left join lateral (select id from exam_templates
                         where subject_id = e.subject_id and e.mode = 'simulation' limit 1) as t on true
     cross join lateral (select ln((coalesce(s.raw, 0) + 0.5) / (e.question_count - coalesce(s.raw, 0) + 0.5)) as theta,
                                1 / sqrt(1 + 0.2 * e.question_count) as se) as b
     order by e.created_at`,
  );
  await q(
    'exam items',
    `insert into exam_items (exam_id, position, section, question_id, choice_order, answer,
        is_correct, score, time_spent_ms, answered_at, client_seq)
     select exam_id, position, 0, question_id, '["a","b","c","d"]'::jsonb,
       case when answered then jsonb_build_object('type', 'single', 'choice', case when correct then 'a' else 'b' end) end,
       case when scored then answered and correct end,
       case when scored then (answered and correct)::int end,
       ms, answered_at, case when answered then position else -1 end
     from litems
     order by exam_created_at, exam_id, position`,
  );
  await q(
    'item responses',
    `insert into item_responses (question_id, attempt_id, user_id, score, attempt_score, time_ms,
                                 answered_at)
     select i.question_id, i.exam_id, e.user_id, coalesce(i.score, 0),
            sum(coalesce(i.score, 0)) over (partition by i.exam_id), i.time_spent_ms, i.answered_at
     from exam_items as i join lex as e on e.id = i.exam_id
     where e.status = 'submitted' and i.answered_at is not null
     order by i.answered_at, i.exam_id, i.position`,
  );
  await client.query('drop table lex');
  await client.query('drop table litems');
}

/**
 * Loads the data set through `client` (a connected pg.Client on a migrated database holding its
 * reference data and the account `studentId`). Returns the row counts.
 */
export async function buildLearningData(
  client,
  { scale = 1, passwordHash, studentId, log = () => {} },
) {
  const q = async (label, text, params) => {
    const started = performance.now();
    const res = await client.query(text, params);
    log(`${label}: ${res.rowCount ?? 0} rows, ${Math.round(performance.now() - started)} ms`);
    return res;
  };
  const counts = await buildAnalyticsData(client, { scale, passwordHash, log });
  const { rows: su } = await client.query(
    `select rolsuper from pg_roles where rolname = current_user`,
  );
  if (su[0]?.rolsuper) await client.query('set session_replication_role = replica');

  await client.query(
    `create temp table bsub as
     select subject_id, max(total)::int as total, row_number() over (order by subject_id)::int as s
       from bq group by subject_id`,
  );
  const { rows: st } = await client.query('select count(*)::int as n from bstud');
  const total = Math.round(TOTAL_EXAMS * scale);
  const studentExams = Math.max(20, Math.round(STUDENT_EXAMS * scale));
  const others = Math.max(0, total - counts.exams - studentExams);
  await addExams(client, q, {
    count: others,
    userExpr: `(select id from bstud where k = 1 + floor(g.r_pick * ${st[0].n})::int)`,
    subjectTable: 'bsub',
    statusExpr: `case when g.r_status < 0.72 then 'submitted' when g.r_status < 0.82 then 'ready'
                      when g.r_status < 0.90 then 'in_progress' else 'expired' end`,
  });

  // The bench student: a package with points, three subjects unlocked, 200 submitted exams.
  await client.query(
    `create temp table bsubme as
     select subject_id, total, row_number() over (order by s)::int as s from bsub
      order by s limit ${STUDENT_SUBJECTS}`,
  );
  await q(
    'student package and unlocks',
    `with p as (
       insert into users_packages (user_id, package_id, package_name, package_price,
          package_unlock_points, availability, exam_limit, purchase_date, expiry_date, status)
       values ($1, '00000000-0000-4000-8000-000000000001', 'Bench package', 0, 5, 2, null,
          now() - interval '200 days', now() + interval '200 days', 'active')
       returning id)
     insert into subject_unlocks (user_id, subject_id, users_package_id, unlocked_at, expires_at)
     select $1, b.subject_id, p.id, now() - interval '200 days', now() + interval '200 days'
       from bsubme as b cross join p`,
    [studentId],
  );
  await addExams(client, q, {
    count: studentExams,
    userExpr: `'${studentId}'`,
    subjectTable: 'bsubme',
    statusExpr: `'submitted'`,
  });

  // Mastery as updateTopicMastery leaves it, for every student and topic answered (θ a logit of
  // the credit: the readers only need plausible rows).
  await q(
    'topic mastery',
    `insert into topic_mastery (user_id, topic_id, subject_id, theta, se, responses, correct, updated_at)
     select r.user_id, q.topic_id, q.subject_id,
       greatest(-4, least(4, ln((sum(r.score) + 0.5) / (count(*) - sum(r.score) + 0.5)))),
       1 / sqrt(1 + 0.2 * count(*)), count(*), sum(r.score), max(r.answered_at)
     from item_responses as r join questions as q on q.id = r.question_id
     where r.user_id is not null
     group by r.user_id, q.topic_id, q.subject_id`,
  );
  // The student's missed questions as review cards: some due, most coming later.
  await q(
    'review cards',
    `insert into review_cards (user_id, question_id, subject_id, due, stability, difficulty,
        elapsed_days, scheduled_days, reps, lapses, state, last_review, created_at)
     select $1, m.question_id, m.subject_id, now() + (random() * 40 - 5) * interval '1 day',
       2 + random() * 20, 5, 3, 7, 2, 1, 2, now() - interval '3 days', now() - interval '30 days'
     from (select distinct r.question_id, q.subject_id from item_responses as r
             join questions as q on q.id = r.question_id
            where r.user_id = $1 and r.score = 0) as m`,
    [studentId],
  );
  await q(
    'study plan',
    `insert into study_plans (user_id, subject_id, template_id, exam_date, target_score, created_at)
     select $1, subject_id, null, (now() + interval '60 days')::date, '80', now() - interval '20 days'
       from bsubme where s = 1`,
    [studentId],
  );

  if (su[0]?.rolsuper) await client.query('set session_replication_role = default');
  const started = performance.now();
  await client.query('vacuum analyze');
  log(`vacuum analyze: ${Math.round(performance.now() - started)} ms`);
  const out = {};
  for (const table of ['profiles', 'exams', 'exam_items', 'item_responses', 'topic_mastery']) {
    const { rows } = await client.query(`select count(*)::int as c from ${table}`);
    out[table] = rows[0].c;
  }
  const { rows: mine } = await client.query(
    `select count(*)::int as exams, (select count(*)::int from item_responses where user_id = $1) as responses,
            (select count(*)::int from review_cards where user_id = $1) as cards
       from exams where user_id = $1`,
    [studentId],
  );
  out['student exams'] = mine[0].exams;
  out['student responses'] = mine[0].responses;
  out['student cards'] = mine[0].cards;
  return out;
}
