-- Search and Turkish ordering. Custom SQL: drizzle-kit does not model extensions or functions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes the
-- wrapper safe to declare IMMUTABLE so that expression indexes can use it.
-- Turkish capitals are folded first (I -> ı, İ -> i) so that lower() is right in every locale.
CREATE OR REPLACE FUNCTION dz_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary,
    translate(value, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyz')));
--> statement-breakpoint
-- A byte-comparable key in the Turkish alphabet's order (a b c ç d e f g ğ h ı i j …), compared
-- with COLLATE "C", so that the title sort is Turkish whether or not the server has ICU.
CREATE OR REPLACE FUNCTION dz_tr_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(
    translate(value, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyz'),
    'abcçdefgğhıijklmnoöpqrsştuüvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shows_search_trgm_idx ON shows USING gin (dz_normalize(original_title || ' ' || title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS people_search_trgm_idx ON people USING gin (dz_normalize(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shows_title_tr_idx ON shows ((dz_tr_sort_key(original_title)) COLLATE "C", id);
