-- btree_gist lets an EXCLUDE constraint mix equality (the doctor) with range overlap (slot times).
CREATE EXTENSION IF NOT EXISTS btree_gist;
