-- Issue 15, "Fast": the corporate dashboard and the reports within 200 ms at 100,000 applications
-- (docs/performance.md, "Dashboard and reports at volume"). Two facts every figure needs are kept by
-- the database instead of being worked out again, row by row, in every statement of every request:
-- each stage's funnel kind, and each application's source bucket. Both are exact at every moment:
-- a trigger or a generated column, in the writing statement's own transaction, whatever writes.

-- 1. Each stage's funnel kind and rank (docs/api-dashboard.md, "Stage kinds: what a hire is").
-- Until now every dashboard and report statement computed them with window functions over every
-- stage of the scoped jobs (4,000 stages at 500 jobs; 10 to 40 ms per statement on PGlite). The
-- rule, first match wins: named Rejected -> rejected; named Hired -> hired; in a pipeline without a
-- stage named Hired, the last stage that is not Rejected -> hired; the job's first stage ->
-- applied; a name starting with Offer -> offer; containing Interview -> interview; else screening.
-- Rank: the step's place in the funnel (applied and rejected 0, screening 1, interview 2, offer 3,
-- hired 4).
alter table pipeline_stages add column funnel_kind text not null default 'screening';
alter table pipeline_stages add column funnel_rank smallint not null default 1;

-- Sets the kinds of every stage of the given jobs; writes only the stages whose kind changed.
create function pipeline_stages_refresh_kinds(job_ids uuid[]) returns void language sql as $$
    with ruled as (
        select s.id,
            case
                when lower(s.name) = 'rejected' then 'rejected'
                when lower(s.name) = 'hired' then 'hired'
                when not bool_or(lower(s.name) = 'hired') over w
                    and s.position = max(s.position) filter (where lower(s.name) <> 'rejected') over w then 'hired'
                when s.position = min(s.position) over w then 'applied'
                when lower(s.name) like 'offer%' then 'offer'
                when lower(s.name) like '%interview%' then 'interview'
                else 'screening'
            end as kind
        from pipeline_stages s
        where s.job_id = any(job_ids)
        window w as (partition by s.job_id)
    ),
    ranked as (
        select id, kind, (case kind when 'screening' then 1 when 'interview' then 2 when 'offer' then 3 when 'hired' then 4 else 0 end)::smallint as rank
        from ruled
    )
    update pipeline_stages s set funnel_kind = r.kind, funnel_rank = r.rank
    from ranked r
    where s.id = r.id and (s.funnel_kind, s.funnel_rank) is distinct from (r.kind, r.rank)
$$;

-- A stage added or removed can change the kinds of its job's other stages (the first, the last).
-- Statement triggers: a bulk job import inserting 80,000 stages refreshes its jobs once.
create function pipeline_stages_kinds_added() returns trigger language plpgsql as $$
begin
    perform pipeline_stages_refresh_kinds(array(select distinct job_id from new_rows));
    return null;
end $$;

create function pipeline_stages_kinds_removed() returns trigger language plpgsql as $$
begin
    perform pipeline_stages_refresh_kinds(array(select distinct job_id from old_rows));
    return null;
end $$;

-- A rename or a reorder. Row-level, so the column list can exclude application_count, which the
-- board's counters update on every card move: a move never runs this.
create function pipeline_stages_kinds_changed() returns trigger language plpgsql as $$
begin
    perform pipeline_stages_refresh_kinds(array[new.job_id]);
    return null;
end $$;

create trigger pipeline_stages_kinds_added after insert on pipeline_stages
    referencing new table as new_rows for each statement execute function pipeline_stages_kinds_added();
create trigger pipeline_stages_kinds_removed after delete on pipeline_stages
    referencing old table as old_rows for each statement execute function pipeline_stages_kinds_removed();
create trigger pipeline_stages_kinds_changed after update of name, position on pipeline_stages
    for each row when (old.name is distinct from new.name or old.position is distinct from new.position)
    execute function pipeline_stages_kinds_changed();

select pipeline_stages_refresh_kinds(array(select id from jobs));

-- 2. Each application's source bucket (config/contracts/dashboard.ts SOURCE_BUCKETS, first match
-- wins), as a generated column: the source mix, the candidate-source report and the source filter
-- group and filter by a stored value an index can carry instead of evaluating the rule per row.
alter table applications add column source_bucket text generated always as (
    case
        when vendor_id is not null or lower(coalesce(nullif(trim(source), ''), '')) = 'vendor' then 'vendor'
        when referred_by_employee_id is not null or lower(coalesce(nullif(trim(source), ''), '')) in ('referral', 'employee referral') then 'referral'
        when lower(coalesce(nullif(trim(source), ''), '')) = 'employee' then 'employee'
        when nullif(trim(utm_campaign), '') is not null then 'campaign'
        when partner_id is not null or lower(coalesce(nullif(trim(source), ''), '')) = 'career page' then 'career_page'
        when lower(coalesce(nullif(trim(source), ''), '')) = '' then 'direct'
        else 'other'
    end
) stored;

-- 3. A period's applications (014's applications_ws_created, widened): the dashboard's tiles,
-- series, source mix and campaigns and every report's cohort read the source bucket and campaign
-- from the index alone.
drop index applications_ws_created;
create index applications_ws_created on applications (workspace_id, created_at) include (job_id, stage_id, source_bucket, utm_campaign);

-- 4. Applications waiting in their stage, oldest first (the dashboard's "stuck" list): a range of
-- stage_entered_at within the workspace, read from its oldest end, instead of every application.
create index applications_ws_entered on applications (workspace_id, stage_entered_at, id) include (job_id, stage_id);
