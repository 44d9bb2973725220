-- Vietnamese text as the database folds and orders it. These back stored generated columns
-- (`search_documents.title_folded` and `title_document` through search.sql's `search_words_of`,
-- `products.name_sort_key`): a changed body reaches rows only as they are written again, so a
-- change that must reach the rows already stored also needs a migration that rewrites them.

-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets it back
-- generated columns and indexes. It also folds đ/Đ, which unaccent's rules leave alone on some builds.
CREATE OR REPLACE FUNCTION public.vn_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(public.unaccent('public.unaccent'::regdictionary, input), 'đĐ', 'dD')) $$;

-- Product names in Vietnamese dictionary order: letters by the Vietnamese alphabet
-- (a ă â b c d đ e ê … o ô ơ … u ư …, with f j w z where the Latin alphabet has them), case
-- aside; tones decide only between syllables of the same letters, in the dictionaries' order
-- (none, huyền, hỏi, ngã, sắc, nặng); syllable by syllable, so "ba ba" < "bà" < "bà ba".
-- PGlite has no ICU and a server's own collation may be anything, so the order is a key of
-- plain ASCII, compared byte by byte (COLLATE "C"), computed once per product by the database.
--
-- The key of each syllable (word) is its letters' codes, "!", then one tone code per character;
-- syllables are joined by a space, so a shorter syllable or name sorts first. Digits sort before
-- letters, anything else ("#") before digits. Names are read in NFC, as they are typed.
--
-- The alphabet as translate() tables: every form of each letter in order (lower then upper case,
-- a vowel's with its tones in order after it), its letter's code, and its tone's code (a = none
-- … f = nặng). Called with no arguments, it is worked out once when a statement is planned.
CREATE OR REPLACE FUNCTION public.vn_sort_alphabet() RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  WITH alphabet(code, forms) AS (VALUES
    ('A', 'aàảãáạAÀẢÃÁẠ'), ('B', 'ăằẳẵắặĂẰẲẴẮẶ'), ('C', 'âầẩẫấậÂẦẨẪẤẬ'), ('D', 'bB'), ('E', 'cC'),
    ('F', 'dD'), ('G', 'đĐ'), ('H', 'eèẻẽéẹEÈẺẼÉẸ'), ('I', 'êềểễếệÊỀỂỄẾỆ'), ('J', 'fF'), ('K', 'gG'),
    ('L', 'hH'), ('M', 'iìỉĩíịIÌỈĨÍỊ'), ('N', 'jJ'), ('O', 'kK'), ('P', 'lL'), ('Q', 'mM'), ('R', 'nN'),
    ('S', 'oòỏõóọOÒỎÕÓỌ'), ('T', 'ôồổỗốộÔỒỔỖỐỘ'), ('U', 'ơờởỡớợƠỜỞỠỚỢ'), ('V', 'pP'), ('W', 'qQ'),
    ('X', 'rR'), ('Y', 'sS'), ('Z', 'tT'), ('a', 'uùủũúụUÙỦŨÚỤ'), ('b', 'ưừửữứựƯỪỬỮỨỰ'), ('c', 'vV'),
    ('d', 'wW'), ('e', 'xX'), ('f', 'yỳỷỹýỵYỲỶỸÝỴ'), ('g', 'zZ')
  )
  SELECT ARRAY[
    string_agg(forms, '' ORDER BY code COLLATE "C"),
    string_agg(repeat(code, length(forms)), '' ORDER BY code COLLATE "C"),
    string_agg(CASE length(forms) WHEN 12 THEN 'abcdefabcdef' ELSE 'aa' END, '' ORDER BY code COLLATE "C")]
  FROM alphabet
$$;

-- PL/pgSQL keeps its plans (and so the alphabet's tables) for the session: about 60 µs a name.
CREATE OR REPLACE FUNCTION public.vn_sort_key(name text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  alphabet CONSTANT text[] := public.vn_sort_alphabet();
  words CONSTANT text := btrim(regexp_replace(normalize(name, NFC), '\s+', ' ', 'g'));
  letters text[];
  tones text[];
  key text := '';
BEGIN
  IF words = '' THEN RETURN ''; END IF;
  letters := string_to_array(regexp_replace(translate(words, alphabet[1], alphabet[2]), '[^0-9A-Za-g ]', '#', 'g'), ' ');
  tones := string_to_array(regexp_replace(translate(words, alphabet[1], alphabet[3]), '[^a-f ]', 'a', 'g'), ' ');
  FOR i IN 1 .. array_length(letters, 1) LOOP
    key := key || CASE WHEN i > 1 THEN ' ' ELSE '' END || letters[i] || '!' || tones[i];
  END LOOP;
  RETURN key;
END
$$;
