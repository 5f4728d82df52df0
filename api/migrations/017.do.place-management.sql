-- Running places and chains: permission and moderation notifications say what happened (the person
-- became an owner or manager, their application was rejected, the place was published or not).
ALTER TABLE notifications ADD COLUMN outcome text
  CHECK (outcome IN ('owner', 'manager', 'rejected', 'published', 'unpublished'));

-- The places a person staffs (`/staffed`), newest role first.
CREATE INDEX IF NOT EXISTS place_staff_by_user_time ON place_staff (user_id, created_at DESC, place_id);

-- SPEC section 3: a place has a category and a sub-category (both from the categories list).
ALTER TABLE places ADD COLUMN sub_category_id text REFERENCES categories (id);
