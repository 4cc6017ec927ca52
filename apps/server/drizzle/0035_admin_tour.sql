CREATE TABLE "admin_tour" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"seen_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_tour" ADD CONSTRAINT "admin_tour_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE cascade ON UPDATE no action;