-- Fair holds (docs/booking.md, "Holds"): one client address and one phone hold at most a few
-- tables at once across all places, a waitlist offer counting as a hold of its phone and of the
-- address its line was joined from. Null: the address is unknown (rows from before), not counted.
ALTER TABLE reservation_holds ADD COLUMN address text;
CREATE INDEX reservation_holds_by_address ON reservation_holds (address, expires_at)
  WHERE address IS NOT NULL;

ALTER TABLE waitlist_entries ADD COLUMN address text;
CREATE INDEX waitlist_offers_by_address ON waitlist_entries (address, offer_expires_at)
  WHERE status = 'offered' AND address IS NOT NULL;
