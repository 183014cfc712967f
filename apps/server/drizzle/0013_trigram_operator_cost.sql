-- The trigram operators are declared with the default cost (1, like an integer comparison), so on a
-- table of a few thousand rows the planner prefers a sequential scan that computes the word
-- similarity of every show (about 10 µs a row) to the GIN trigram index. Their real cost is closer
-- to a hundred plain operators: with it, search and explore by keyword use shows_search_text_trgm_idx
-- (bench: 87 ms → 1–30 ms for the search statement on 10,000 shows). Where the database user may not
-- alter the extension's functions (a managed server that created the extension as another role),
-- the statement is skipped and the queries stay correct, only slower.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'trigram operator costs left as they are: %', SQLERRM;
END $$;
