-- WooCommerce's meta_data of a product or a variation (decision 036): a JSON array [{id, key, value}]
-- on the row (migration 0030), written through `product_meta_merge` by the REST API and the CSV
-- import alike, so both follow WooCommerce's `update_meta_data` the same way.

-- `kept` after the `changes` ({key, value} or {id, key, value}), taken in order, as WooCommerce's
-- REST controllers call `update_meta_data` for each: with the id of a kept entry, that entry
-- takes the key and value; without one (or with an id it does not have), the first entry with
-- that key takes the value and any other with the key goes, or a new entry is added with the next
-- id of `product_meta_ids`. A null value removes what it matched (WooCommerce deletes a meta whose
-- value is null when it saves). Keys starting with `_` are WooCommerce's protected ones, hidden
-- from its API: such a change is ignored, as is one without a key.
CREATE OR REPLACE FUNCTION product_meta_merge(kept jsonb, changes jsonb)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  result jsonb := coalesce(kept, '[]'::jsonb);
  change jsonb;
  meta_key text;
  at integer;
  i integer;
BEGIN
  FOR change IN SELECT value FROM jsonb_array_elements(coalesce(changes, '[]'::jsonb)) LOOP
    meta_key := change->>'key';
    CONTINUE WHEN meta_key IS NULL OR meta_key = '' OR left(meta_key, 1) = '_';
    at := NULL;
    IF jsonb_typeof(change->'id') = 'number' THEN
      SELECT (e.ordinality - 1)::integer INTO at
        FROM jsonb_array_elements(result) WITH ORDINALITY e WHERE e.value->'id' = change->'id' LIMIT 1;
    END IF;
    IF at IS NULL THEN
      SELECT (e.ordinality - 1)::integer INTO at
        FROM jsonb_array_elements(result) WITH ORDINALITY e WHERE e.value->>'key' = meta_key ORDER BY e.ordinality LIMIT 1;
      IF at IS NOT NULL THEN
        -- Only one entry keeps the key: the others go, the first's place kept.
        FOR i IN REVERSE jsonb_array_length(result) - 1 .. at + 1 LOOP
          IF result->i->>'key' = meta_key THEN
            result := result - i;
          END IF;
        END LOOP;
      END IF;
    END IF;
    IF jsonb_typeof(change->'value') IS NULL OR jsonb_typeof(change->'value') = 'null' THEN
      IF at IS NOT NULL THEN
        result := result - at;
      END IF;
    ELSIF at IS NULL THEN
      result := result || jsonb_build_array(jsonb_build_object('id', nextval('product_meta_ids'), 'key', meta_key, 'value', change->'value'));
    ELSE
      result := jsonb_set(result, ARRAY[at::text], jsonb_build_object('id', result->at->'id', 'key', meta_key, 'value', change->'value'));
    END IF;
  END LOOP;
  RETURN result;
END $$;
