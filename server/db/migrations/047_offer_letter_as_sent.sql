-- The letter as it was sent (docs/decisions.md, "Offer letters"): the candidate's page showed the
-- letter rendered anew on every read, while the PDF mailed and kept beside it (pdf_file_id) is the
-- rendering of the send. A change after sending (a brand name set on the company profile, a
-- template edited) then made the page say "Acme is pleased…" under a PDF saying "Acme Talent
-- Partners is pleased…". The HTML of the send is kept with its PDF, and the page shows it; a
-- resend renders both again. Offers sent before this migration have none: their page renders as
-- before. Erasing the candidate clears it with the PDF (it prints their name).
alter table offer_letters add column if not exists letter_html text;
