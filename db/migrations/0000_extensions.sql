-- Extensions come first: search (unaccent, pg_trgm) is built on them. They live in `public`
-- so that every schema sees them, whichever schema the tables are in.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets it back
-- generated columns and indexes. It also folds đ/Đ, which unaccent's rules leave alone on some builds.
CREATE OR REPLACE FUNCTION public.vn_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(public.unaccent('public.unaccent'::regdictionary, input), 'đĐ', 'dD')) $$;
