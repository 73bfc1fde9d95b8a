-- Two slots of one doctor never overlap. '[)' ranges let one slot end exactly when the next begins.
ALTER TABLE "slots" ADD CONSTRAINT "slots_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&);
