-- Search (decision 011): `search_documents`, one table of published searchable things, kept by
-- statement-level triggers on their sources, so a bulk write (the catalogue generator's
-- 500-product batches) costs one set-based refresh, not one per row; and `search_words`, the
-- vocabulary of folded words with how many documents hold each, which a misspelt word is
-- corrected against (pg_trgm similarity).

-- The search tokens of a title and its text (decision 011): each folded word, and each pair of
-- neighbouring words ("dong ho"), since Vietnamese writes one syllable per word and a query's
-- syllables mean something together: "đồng hồ" is a watch, "đồng" and "hồ" apart are copper and
-- a lake. Pairs make a phrase one index lookup; no positions are kept, so the vectors stay small.
-- (Its row estimates are the planner's defaults for set-returning functions, high enough for a
-- PostgreSQL server to JIT-compile every call: seconds for a few words. So no JIT here.)
-- It backs the stored `title_document` column: see vietnamese.sql on changing it.
CREATE OR REPLACE FUNCTION search_words_of(title text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET jit = off AS $$
  WITH parts(part, text) AS (VALUES (1, public.vn_fold(coalesce(title, ''))), (2, public.vn_fold(left(coalesce(body, ''), 20000)))),
  -- Punctuation ends a phrase: no pair spans "đồng. Hồ".
  words AS (
    SELECT p.part, c.n AS clause, w.word, w.n
    FROM parts p, regexp_split_to_table(p.text, '[^[:alnum:][:space:]]+') WITH ORDINALITY AS c(text, n),
         regexp_split_to_table(c.text, '[[:space:]]+') WITH ORDINALITY AS w(word, n)
    WHERE w.word <> '')
  SELECT array_to_tsvector(coalesce(array_agg(DISTINCT token), '{}')) FROM (
    SELECT left(word, 40) AS token FROM words
    UNION ALL
    SELECT left(a.word, 40) || ' ' || left(b.word, 40) FROM words a JOIN words b ON b.part = a.part AND b.clause = a.clause AND b.n = a.n + 1
  ) tokens
$$;

-- Markup to plain text for indexing: tags become spaces, the common entities their characters.
CREATE OR REPLACE FUNCTION search_plain_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(replace(replace(replace(replace(replace(
    regexp_replace(html, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&amp;', '&'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '\s+', ' ', 'g'))
$$;

-- A page's permalink: its ancestors' slugs, then its own.
CREATE OR REPLACE FUNCTION search_page_path(pid integer) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain(id, slug, parent_id, depth) AS (
    SELECT id, slug, parent_id, 0 FROM posts WHERE id = pid
    UNION ALL
    SELECT p.id, p.slug, p.parent_id, c.depth + 1 FROM posts p JOIN chain c ON p.id = c.parent_id WHERE c.depth < 10
  )
  SELECT '/' || string_agg(slug, '/' ORDER BY depth DESC) || '/' FROM chain
$$;

-- An equal token vector is kept as it is stored: a fresh copy of it would be stored out of line
-- again, and a row whose indexed values did not stay byte-identical is indexed anew.
CREATE OR REPLACE FUNCTION search_kept(stored tsvector, fresh tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN stored = fresh THEN stored ELSE fresh END
$$;

-- Upserts only rows that changed, so an untouched document keeps its row and the vocabulary
-- trigger has nothing to count.
CREATE OR REPLACE FUNCTION search_sync_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents d WHERE d.post_type = 'product' AND d.ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = d.ref_id AND p.status = 'publish');
  INSERT INTO search_documents AS d (post_type, ref_id, title, document, url, image_id, published_at, price, rating, in_stock, term_ids)
  SELECT 'product', p.id, p.name,
    search_words_of(p.name, concat_ws(' ', p.sku, search_plain_text(p.short_description), search_plain_text(p.description))),
    '/san-pham/' || p.slug || '/', p.image_id, p.created_at,
    coalesce(p.min_price, p.sale_price, p.regular_price), p.average_rating, p.stock_status <> 'outofstock',
    ARRAY(SELECT pt.term_id FROM product_terms pt WHERE pt.product_id = p.id
          UNION SELECT p.shipping_class_id WHERE p.shipping_class_id IS NOT NULL ORDER BY 1)
  FROM products p WHERE p.id = ANY(ids) AND p.status = 'publish'
  ORDER BY p.id
  ON CONFLICT (post_type, ref_id) DO UPDATE SET
    title = excluded.title, document = search_kept(d.document, excluded.document), url = excluded.url,
    image_id = excluded.image_id, published_at = excluded.published_at, price = excluded.price,
    rating = excluded.rating, in_stock = excluded.in_stock, term_ids = excluded.term_ids
  WHERE (d.title, d.document, d.url, d.image_id, d.published_at, d.price, d.rating, d.in_stock, d.term_ids)
    IS DISTINCT FROM (excluded.title, excluded.document, excluded.url, excluded.image_id, excluded.published_at,
                      excluded.price, excluded.rating, excluded.in_stock, excluded.term_ids);
END $$;

CREATE OR REPLACE FUNCTION search_sync_posts(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents d WHERE d.post_type IN ('post', 'page', 'featured_item') AND d.ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = d.ref_id AND p.status = 'publish' AND p.type::text = d.post_type);
  INSERT INTO search_documents AS d (post_type, ref_id, title, document, url, image_id, published_at, term_ids)
  SELECT p.type::text, p.id, p.title,
    search_words_of(p.title, concat_ws(' ', search_plain_text(p.excerpt), search_plain_text(p.content))),
    CASE p.type WHEN 'featured_item' THEN '/portfolio/' || p.slug || '/'
                WHEN 'page' THEN search_page_path(p.id)
                ELSE '/' || p.slug || '/' END,
    p.featured_image_id, p.published_at,
    ARRAY(SELECT pt.term_id FROM post_terms pt WHERE pt.post_id = p.id ORDER BY 1)
  FROM posts p WHERE p.id = ANY(ids) AND p.status = 'publish'
  ORDER BY p.id
  ON CONFLICT (post_type, ref_id) DO UPDATE SET
    title = excluded.title, document = search_kept(d.document, excluded.document), url = excluded.url,
    image_id = excluded.image_id, published_at = excluded.published_at, term_ids = excluded.term_ids
  WHERE (d.title, d.document, d.url, d.image_id, d.published_at, d.term_ids)
    IS DISTINCT FROM (excluded.title, excluded.document, excluded.url, excluded.image_id, excluded.published_at, excluded.term_ids);
END $$;

-- Attachments link to their full-size picture: the shop has no attachment pages.
CREATE OR REPLACE FUNCTION search_sync_media(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents d WHERE d.post_type = 'attachment' AND d.ref_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM media m WHERE m.id = d.ref_id);
  INSERT INTO search_documents AS d (post_type, ref_id, title, document, url, image_id, published_at)
  SELECT 'attachment', m.id, m.title, search_words_of(m.title, concat_ws(' ', nullif(m.alt, m.title), m.caption)),
    '/wp-content/uploads/' || coalesce(m.sizes #>> '{full,jpeg,file}', m.sizes #>> '{large,jpeg,file}', m.slug),
    m.id, m.created_at
  FROM media m WHERE m.id = ANY(ids)
  ORDER BY m.id
  ON CONFLICT (post_type, ref_id) DO UPDATE SET
    title = excluded.title, document = search_kept(d.document, excluded.document), url = excluded.url,
    published_at = excluded.published_at
  WHERE (d.title, d.document, d.url, d.published_at) IS DISTINCT FROM (excluded.title, excluded.document, excluded.url, excluded.published_at);
END $$;

-- A product's figures and links without its words: what prices, ratings and stock change many
-- times a day (every review, every variation's price, every order), refreshed in place.
CREATE OR REPLACE FUNCTION search_refresh_products(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE search_documents d SET
    url = '/san-pham/' || p.slug || '/', image_id = p.image_id, published_at = p.created_at,
    price = coalesce(p.min_price, p.sale_price, p.regular_price), rating = p.average_rating,
    in_stock = p.stock_status <> 'outofstock'
  FROM products p
  WHERE d.post_type = 'product' AND d.ref_id = p.id AND p.id = ANY(ids)
    AND (d.url, d.image_id, d.published_at, d.price, d.rating, d.in_stock)
      IS DISTINCT FROM ('/san-pham/' || p.slug || '/', p.image_id, p.created_at,
                        coalesce(p.min_price, p.sale_price, p.regular_price), p.average_rating, p.stock_status <> 'outofstock')
$$;

-- Source triggers. An UPDATE only refreshes the rows whose searched columns changed: a changed
-- text is tokenised again, a changed figure only rewrites its columns, so the stock decrements of
-- every order and the rating of every review cost a join of a few rows and nothing more.
CREATE OR REPLACE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reworded integer[];
  refigured integer[];
BEGIN
  -- A bulk import makes its products' documents itself, once, at its end (bulk_import_active).
  IF bulk_import_active() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_products(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_sync_products(ARRAY(SELECT id FROM old_rows));
  ELSE
    -- One pass over the changed rows; an order's stock update (no searched column) ends here.
    SELECT array_agg(n.id) FILTER (WHERE (n.name, n.status, n.sku, n.short_description, n.description, n.shipping_class_id)
                                     IS DISTINCT FROM (o.name, o.status, o.sku, o.short_description, o.description, o.shipping_class_id)),
           array_agg(n.id) FILTER (WHERE (n.name, n.status, n.sku, n.short_description, n.description, n.shipping_class_id)
                                     IS NOT DISTINCT FROM (o.name, o.status, o.sku, o.short_description, o.description, o.shipping_class_id)
                                   AND (n.slug, n.image_id, n.created_at, n.min_price, n.sale_price, n.regular_price, n.average_rating, n.stock_status)
                                     IS DISTINCT FROM (o.slug, o.image_id, o.created_at, o.min_price, o.sale_price, o.regular_price, o.average_rating, o.stock_status))
      INTO reworded, refigured
      FROM new_rows n JOIN old_rows o ON o.id = n.id;
    IF reworded IS NOT NULL THEN PERFORM search_sync_products(reworded); END IF;
    IF refigured IS NOT NULL THEN PERFORM search_refresh_products(refigured); END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_product_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk import makes its products' documents itself, once, at its end (bulk_import_active).
  IF bulk_import_active() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_products(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_sync_products(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM search_sync_products(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_posts(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_sync_posts(ARRAY(SELECT id FROM old_rows));
  ELSE
    -- A page's new slug or parent moves its children's permalinks too.
    PERFORM search_sync_posts(ARRAY(
      WITH RECURSIVE moved(id) AS (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.type, n.status, n.slug, n.title, n.excerpt, n.content, n.featured_image_id, n.parent_id, n.published_at)
          IS DISTINCT FROM (o.type, o.status, o.slug, o.title, o.excerpt, o.content, o.featured_image_id, o.parent_id, o.published_at)
        UNION
        SELECT p.id FROM posts p JOIN moved m ON p.parent_id = m.id WHERE p.type = 'page'
      ) SELECT id FROM moved));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_post_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_posts(ARRAY(SELECT DISTINCT post_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_sync_posts(ARRAY(SELECT DISTINCT post_id FROM old_rows));
  ELSE
    PERFORM search_sync_posts(ARRAY(SELECT post_id FROM new_rows UNION SELECT post_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_media_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_sync_media(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_sync_media(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM search_sync_media(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.title, n.alt, n.caption, n.sizes, n.created_at) IS DISTINCT FROM (o.title, o.alt, o.caption, o.sizes, o.created_at)));
  END IF;
  RETURN NULL;
END $$;

-- The vocabulary follows the documents: words counted in, words counted out, sorted so that
-- concurrent writers lock vocabulary rows in one order.
-- A document's single words (its tokens without the pairs).
CREATE OR REPLACE FUNCTION search_single_words(document tsvector) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(document)) w WHERE strpos(w, ' ') = 0
$$;

CREATE OR REPLACE FUNCTION search_words_apply(added text[], removed text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT word, sum(n)::integer AS n FROM (
      SELECT unnest(added) AS word, 1 AS n UNION ALL SELECT unnest(removed), -1
    ) x GROUP BY word HAVING sum(n) <> 0
  )
  INSERT INTO search_words AS w (word, documents) SELECT word, n FROM delta ORDER BY word
  ON CONFLICT (word) DO UPDATE SET documents = w.documents + excluded.documents;
  IF cardinality(removed) > 0 THEN
    DELETE FROM search_words WHERE word = ANY(removed) AND documents <= 0;
  END IF;
END $$;

-- Every statement that changes documents bumps `search_version` (caches of search answers are
-- kept per version) and counts its words in and out of the vocabulary.
CREATE OR REPLACE FUNCTION search_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  PERFORM nextval('search_version');
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_apply(ARRAY(SELECT search_single_words(document) FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_words_apply('{}', ARRAY(SELECT search_single_words(document) FROM old_rows));
  ELSE
    PERFORM search_words_apply(
      ARRAY(SELECT search_single_words(n.document) FROM new_rows n JOIN old_rows o USING (post_type, ref_id)
            WHERE n.document IS DISTINCT FROM o.document),
      ARRAY(SELECT search_single_words(o.document) FROM new_rows n JOIN old_rows o USING (post_type, ref_id)
            WHERE n.document IS DISTINCT FROM o.document));
  END IF;
  RETURN NULL;
END $$;

-- The words of a query (already folded, see app/features/search/fold.ts) as a text-search
-- query, in one of three modes tried in turn until something matches:
--  'phrase': one word is that word, or while it is still being typed (`typing`, the last word)
--    any word it begins; several words are each pair of neighbours as a phrase token (see
--    search_words_of), the last pair as a prefix while typing;
--  'fuzzy': the same, each word also standing for up to three known words that look like it
--    ("ao thung" finds nothing as written, "ao thun" does);
--  'words': every word anywhere, in any order ("vòng zelqo" finds "Vòng tay … Zelqo").
-- A word the vocabulary does not know (nor, for the last, any word it begins) is replaced by
-- the known words most like it, the most similar and common first; `corrected` then lists the
-- words searched, else it is null.
CREATE OR REPLACE FUNCTION search_query(words text[], typing boolean, mode text DEFAULT 'phrase', OUT query tsquery, OUT corrected text[])
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  w text;
  i integer := 0;
  n integer := coalesce(cardinality(words), 0);
  choices text[] := '{}';   -- per word: its alternatives joined by '|'
  searched text[] := '{}';
  alternatives text[];
  prefix_last boolean := false;
  was_corrected boolean := false;
  parts text[] := '{}';
  left_word text;
  right_word text;
  pairs text[];
BEGIN
  FOREACH w IN ARRAY coalesce(words, '{}') LOOP
    i := i + 1;
    IF typing AND i = n AND EXISTS (SELECT 1 FROM search_words WHERE word ~>=~ w AND word ~<~ (w || chr(1114111))) THEN
      prefix_last := true;
      choices := choices || w;
    ELSIF EXISTS (SELECT 1 FROM search_words WHERE word = w) THEN
      choices := choices || w;
    END IF;
    IF cardinality(choices) = i THEN
      searched := searched || w;
      IF mode = 'fuzzy' THEN
        choices[i] := array_to_string(w || ARRAY(SELECT word FROM search_words WHERE word % w AND word <> w
                                                 ORDER BY similarity(word, w) DESC, documents DESC, word LIMIT 3), '|');
      END IF;
      CONTINUE;
    END IF;
    alternatives := ARRAY(SELECT word FROM search_words WHERE word % w
                          ORDER BY similarity(word, w) DESC, documents DESC, word LIMIT 3);
    IF cardinality(alternatives) = 0 THEN
      choices := choices || w;
      searched := searched || w;
    ELSE
      choices := choices || array_to_string(alternatives, '|');
      searched := searched || alternatives[1];
      was_corrected := true;
    END IF;
  END LOOP;
  IF n = 1 OR mode = 'words' THEN
    FOR i IN 1 .. n LOOP
      SELECT array_agg(chr(39) || a || chr(39) || CASE WHEN prefix_last AND i = n THEN ':*' ELSE '' END) INTO pairs
        FROM unnest(string_to_array(choices[i], '|')) a;
      parts := parts || ('(' || array_to_string(pairs, ' | ') || ')');
    END LOOP;
  END IF;
  FOR i IN 1 .. CASE WHEN mode = 'words' THEN 0 ELSE n - 1 END LOOP
    pairs := '{}';
    FOREACH left_word IN ARRAY string_to_array(choices[i], '|') LOOP
      FOREACH right_word IN ARRAY string_to_array(choices[i + 1], '|') LOOP
        pairs := pairs || (chr(39) || left_word || ' ' || right_word || chr(39)
                           || CASE WHEN prefix_last AND i + 1 = n THEN ':*' ELSE '' END);
      END LOOP;
    END LOOP;
    parts := parts || ('(' || array_to_string(pairs, ' | ') || ')');
  END LOOP;
  query := CASE WHEN cardinality(parts) = 0 THEN NULL ELSE array_to_string(parts, ' & ')::tsquery END;
  corrected := CASE WHEN was_corrected THEN searched END;
END $$;
