-- Feed speed (issue 5): a place's news or reviews page reads one type of its posts newest first.
-- With posts_place_feed alone, a page of the rarer type walks past every post of the other type
-- (a place with thousands of reviews and a few news reads all of them for its news page).
CREATE INDEX posts_place_type_feed ON posts (place_id, type, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
-- The same for a chain's own news and reviews.
CREATE INDEX posts_organisation_type_feed ON posts (organisation_id, type, created_at DESC, id DESC)
  WHERE NOT is_deleted AND NOT is_hidden;
