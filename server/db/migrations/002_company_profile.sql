-- The company profile (/corporate/company-profile) lives on the workspace row.
alter table workspaces
    add column if not exists website text,
    add column if not exists industry text,
    add column if not exists company_size text,
    add column if not exists contact_email text,
    add column if not exists contact_phone text,
    add column if not exists address text,
    add column if not exists about text,
    add column if not exists version integer not null default 1;
