CREATE TABLE "seed_state" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now()
);
